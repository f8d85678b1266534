#!/usr/bin/env bash
# Installs what gboards needs and skips what is present. Versions are pinned.
#   scripts/setup.sh play   - what building and serving needs
#   scripts/setup.sh test   - also the browsers for the test suites
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
# wasm-bindgen-cli must equal the wasm-bindgen crate pinned in Cargo.toml.
WASM_BINDGEN_VERSION=$(sed -n 's/^wasm-bindgen = "=\(.*\)"/\1/p' Cargo.toml)
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if [ "$(trunk --version 2>/dev/null | awk '{print $2}')" != "$TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (about 10 minutes on 2 cores)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ]; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 3 minutes)"
  # Not --locked: its lock file names a crate version the registry lacks.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# npm dev tools: binaryen's wasm-opt (Debian's is too old for current rustc) and playwright-core.
if [ ! -x node_modules/.bin/wasm-opt ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm dev packages"
  npm ci --no-audit --no-fund
fi

if [ "${1:-play}" = test ]; then
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    say "installing Debian chromium and chromium-driver"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver
  fi
fi

cargo fetch --quiet
