#!/usr/bin/env bash
# Our Gygès levels against Helios (crates.io `gyges_engine` 1.1.0, GPL-3.0), run as a separate
# process over UGI with `gboards match`. Helios is installed into a cache outside the repository
# when missing; nothing of it is built into gboards or committed.
#
#   scripts/bench_helios.sh [LEVEL] [GAMES] [HELIOS_SECONDS] [extra gboards match flags...]
#
# Defaults: expert, 100 games, maxTime 0.1 (Helios's maxTime is in seconds: 0.1 = 100 ms).
# Rules: replace=on, return_to_start=allow (Helios's rules), seeded home rows, seats swapped.
#
# HELIOS_PLY3=1 stops Helios after its first iteration (ply 3, `maxPly 4`, with a minute for it)
# instead of a time target: with our level's node budget the match then plays the same games on
# any machine at any load, for comparing two builds of ours.
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
helios_flags=(--engine-time "$seconds")
if [ "${HELIOS_PLY3:-0}" = 1 ]; then helios_flags=(--engine-opt maxPly=4 --engine-time 60); fi
cargo build --release -q -p gboards-engine --bin gboards
"$target/release/gboards" match --engine "$helios" "${helios_flags[@]}" --level "$level" \
  --games "$games" --seed "${SEED:-1}" "$@"
