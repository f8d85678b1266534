#!/usr/bin/env bash
# Writes the shipped puzzle sets (www/puzzles/<game>.txt) from computer games drawn from fixed
# seeds, and prints the counts and the difficulty spread. Slow: minutes of CPU per game.
#   PUZZLE_GAMES=200   games played per set
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --release --bin gboards
games=${PUZZLE_GAMES:-200}
mkdir -p www/puzzles
# Gygès, basic rules: wins in 1 to 4 moves, from games of Medium against Hard and of Easy
# against Hard.
# The two hunts run side by side; a position both find is kept once.
target/release/gboards puzzles gyges 4 --a medium --b hard --games "$games" --seed 1 > target/puzzles-gyges-1.txt &
target/release/gboards puzzles gyges 4 --a easy --b hard --games "$games" --seed 2 > target/puzzles-gyges-2.txt &
wait
awk -F'\t' '!seen[$4]++' target/puzzles-gyges-1.txt target/puzzles-gyges-2.txt > www/puzzles/gyges.txt
echo "www/puzzles/gyges.txt: $(grep -c . www/puzzles/gyges.txt) puzzles"
