#!/usr/bin/env bash
# Builds the release site and CLI, then prints the benchmark table (see scripts/bench.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh test
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
cargo build --release --bin gboards
trunk build --release --offline
node scripts/bench.mjs

# Live play: move latency between two browsers over loopback, and the live module's size.
echo
node scripts/live_bench.mjs

# Soak: complete random games per game through the wasm API (SOAK_GAMES, default 1000).
echo
node scripts/soak.mjs "${SOAK_GAMES:-1000}"

# The largest records and links (1 MiB) load within the page's memory budget.
echo
LIMITS=1 node --test --test-concurrency=1 tests/e2e/limits.test.mjs

# Fuzzing: each target for FUZZ_SECONDS (default 20); FUZZ_TARGETS picks them.
echo
bash scripts/fuzz.sh

# Mutation testing of the rules code (slow: every mutant rebuilds the engine), only when asked:
# BENCH_MUTANTS=1 (the sample size and the rest: see scripts/mutants.sh).
if [ "${BENCH_MUTANTS:-0}" = 1 ]; then
  echo
  bash scripts/mutants.sh
fi
