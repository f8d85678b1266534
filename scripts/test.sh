#!/usr/bin/env bash
# Runs every test suite: native engine tests, wasm API tests in headless Chromium, the release
# build with its size budget, and the Playwright end-to-end tests against the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh test
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

step "engine: rules, perft, property tests (native, release)"
cargo test --release -p gboards-engine

step "study, analysis, profile, live and language modules: lessons, puzzles and their ratings, the variation board, the profile, the live panel's sentences, the language files (native)"
cargo test --release --features study,analysis,profile,live,lang --bin study --bin analysis --bin profile --bin live --bin lang

step "web API: wasm-bindgen tests in headless Chromium"
WASM_BINDGEN_TEST_TIMEOUT=180 cargo test --target wasm32-unknown-unknown -p gboards-web

step "release build"
trunk build --release --offline

step "first-load size (budget 280 KB gzipped)"
node scripts/size.mjs dist

step "end-to-end: Playwright in headless Chromium"
# The live-play tests need the signalling server on 127.0.0.1; it is stopped at the end.
# The largest-input test (tests/e2e/limits.test.mjs, about 2.5 minutes) runs too; LIMITS=0 skips it.
bash scripts/signal.sh start >/dev/null
trap 'bash scripts/signal.sh stop' EXIT
node --test --test-concurrency=1 tests/e2e/
