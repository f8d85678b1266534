#!/usr/bin/env bash
# Writes the shipped puzzle sets (www/puzzles/<game>.txt) from computer games drawn from fixed
# seeds, and prints the counts and the difficulty spread. Slow: minutes of CPU per game.
#   PUZZLE_GAMES=200       Gygès games played per hunt
#   PUZZLE_GYPE_HUNTS="3:70 4:25 256:10 512:10"  Table Gype hunts, as seed:games
#   PUZZLE_SETS="gyges gype"  the sets to write
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --release --bin gboards
bin=${CARGO_TARGET_DIR:-target}/release/gboards
work=${CARGO_TARGET_DIR:-target}
games=${PUZZLE_GAMES:-200}
gype_hunts=${PUZZLE_GYPE_HUNTS:-3:70 4:25 256:10 512:10}
sets=${PUZZLE_SETS:-gyges gype}
mkdir -p www/puzzles
for set in $sets; do
  case $set in
    gyges)
      # Gygès, basic rules: wins in 1 to 4 moves, from games of Medium against Hard and of Easy
      # against Hard. The two hunts run side by side; a position both find is kept once.
      "$bin" puzzles gyges 4 --a medium --b hard --games "$games" --seed 1 > "$work/puzzles-gyges-1.txt" &
      "$bin" puzzles gyges 4 --a easy --b hard --games "$games" --seed 2 > "$work/puzzles-gyges-2.txt" &
      wait
      awk -F'\t' '!seen[$4]++' "$work/puzzles-gyges-1.txt" "$work/puzzles-gyges-2.txt" > www/puzzles/gyges.txt
      ;;
    gype)
      # Table Gype without chance (rolls=off): finish, or block the other side, in 1 to 3
      # moves, from two-player games of Easy against Medium, the hunts side by side. A game's
      # seed is the hunt's seed XOR the game's number (and the levels alternate with that
      # number), so hunts whose seeds are close replay some of the same games: the later hunts'
      # seeds lie far from the first's.
      for hunt in $gype_hunts; do
        "$bin" puzzles gype 3 --opt rolls=off --a easy --b medium --games "${hunt#*:}" --seed "${hunt%%:*}" > "$work/puzzles-gype-${hunt%%:*}.txt" &
      done
      wait
      files=()
      for hunt in $gype_hunts; do files+=("$work/puzzles-gype-${hunt%%:*}.txt"); done
      awk -F'\t' '!seen[$4]++' "${files[@]}" > www/puzzles/gype.txt
      ;;
    *) echo "unknown puzzle set '$set'" >&2; exit 1 ;;
  esac
  # The set's counts by moves to win and its difficulty spread (positions the solver visited).
  cut -f3,6 "www/puzzles/$set.txt" | sort -n -k2 | awk -v f="www/puzzles/$set.txt" '
    { n[$1]++; d[NR] = $2 }
    END {
      printf "%s: %d puzzles; by moves:", f, NR; for (m = 1; m <= 5; m++) if (n[m]) printf " %d: %d", m, n[m]
      q = NR - 1; printf "; difficulty min / quartiles / max: %d / %d / %d / %d / %d\n", d[1], d[1 + int(q / 4)], d[1 + int(q / 2)], d[1 + int(3 * q / 4)], d[NR]
    }' 
done
