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
{
  target/release/gboards puzzles gyges 4 --a medium --b hard --games "$games" --seed 1
  target/release/gboards puzzles gyges 4 --a easy --b hard --games "$games" --seed 2
} > www/puzzles/gyges.txt
echo "www/puzzles/gyges.txt: $(grep -c . www/puzzles/gyges.txt) puzzles"
