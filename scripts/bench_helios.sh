#!/usr/bin/env bash
# Our Gygès levels against Helios (crates.io `gyges_engine` 1.1.0, GPL-3.0), run as a separate
# process over UGI with `gboards match`. Helios is installed into a cache outside the repository
# when missing; nothing of it is built into gboards or committed.
#
#   scripts/bench_helios.sh [LEVEL] [GAMES] [HELIOS_SECONDS] [extra gboards match flags...]
#
# Defaults: expert, 100 games, maxTime 0.1 (Helios's maxTime is in seconds: 0.1 = 100 ms).
# Rules: replace=on, return_to_start=allow (Helios's rules), seeded home rows, seats swapped.
set -euo pipefail
cd "$(dirname "$0")/.."
level="${1:-expert}"
games="${2:-100}"
seconds="${3:-0.1}"
shift $(( $# < 3 ? $# : 3 ))
root="${HELIOS_ROOT:-${XDG_CACHE_HOME:-$HOME/.cache}/gboards-helios}"
helios="$root/bin/gyges_engine"
if [ ! -x "$helios" ]; then
  cargo install gyges_engine --version 1.1.0 --locked --root "$root"
fi
target="${CARGO_TARGET_DIR:-target}"
cargo build --release -q -p gboards-engine --bin gboards
"$target/release/gboards" match --engine "$helios" --engine-time "$seconds" --level "$level" \
  --games "$games" --seed "${SEED:-1}" "$@"
