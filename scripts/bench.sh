#!/usr/bin/env bash
# Builds the release site and CLI, then prints the benchmark table (see scripts/bench.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh test
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
cargo build --release --bin gboards
trunk build --release --offline
node scripts/bench.mjs
