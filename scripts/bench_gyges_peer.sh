#!/usr/bin/env bash
# Gygès generator speed against the crates.io `gyges` 2.0.0 crate: perft from the standard start
# with replacements (that crate's rule), depth 3, 16,360,280 leaves, the last ply counted without
# playing it in both. Prints each side's CPU time (user + system, median of 5 runs of the whole
# process) and the ratio ours / peer. The peer is built in bench/gyges-peer, outside the
# workspace; nothing of it is linked into gboards.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-target}"
runs="${RUNS:-5}"
position='321123/....../....../....../....../321123 S'

cargo build --release -q -p gboards-engine --bin gboards
CARGO_TARGET_DIR="$target/gyges-peer" cargo build --release -q --manifest-path bench/gyges-peer/Cargo.toml
ours="$target/release/gboards"
peer="$target/gyges-peer/release/gyges-peer-bench"

# CPU seconds of one run of a command; checks the leaf count it prints.
cpu() {
    local out
    TIMEFORMAT='%U %S'
    out=$( { time "$@" >"$tmp" ; } 2>&1 )
    grep -q 16360280 "$tmp" || { echo "wrong leaf count from $1: $(cat "$tmp")" >&2; exit 1; }
    echo "$out" | awk '{ printf "%.3f\n", $1 + $2 }'
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
ours_s=$(for _ in $(seq "$runs"); do cpu "$ours" perft gyges "$position" 3 --opt replace=on; done | median)
peer_s=$(for _ in $(seq "$runs"); do cpu "$peer" 3 1; done | median)
echo "gboards perft:     $ours_s s CPU (median of $runs)"
echo "gyges 2.0.0 perft: $peer_s s CPU (median of $runs)"
awk -v a="$ours_s" -v b="$peer_s" 'BEGIN { if (b > 0) printf "ratio ours / peer: %.2f\n", a / b; else print "ratio: peer too fast to time" }'
