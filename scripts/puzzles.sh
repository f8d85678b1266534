#!/usr/bin/env bash
# Writes the shipped puzzle sets (www/puzzles/<game>.txt) from computer games drawn from fixed
# seeds, and prints the counts and the difficulty spread. Slow: minutes of CPU per game.
# A puzzle's id is its line number, so a set only grows: the hunts' puzzles whose position the
# set lacks are appended to it (running the script again adds nothing).
#   PUZZLE_GYGES_HUNTS="11:82 4096:37"  Gygès hunts with the deeper budget, as seed:games
#   PUZZLE_GYPE_HUNTS="3:70 4:25 256:10 512:10"  Table Gype hunts, as seed:games
#   PUZZLE_GIPF_HUNTS="basic:1:43 standard:2:31 tournament:3:30"  GIPF hunts, as version:seed:games
#   PUZZLE_SETS="gyges gype gipf"  the sets to write
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --release --bin gboards
bin=${CARGO_TARGET_DIR:-target}/release/gboards
work=${CARGO_TARGET_DIR:-target}
gype_hunts=${PUZZLE_GYPE_HUNTS:-3:70 4:25 256:10 512:10}
gyges_hunts=${PUZZLE_GYGES_HUNTS:-11:82 4096:37}
gipf_hunts=${PUZZLE_GIPF_HUNTS:-basic:1:43 standard:2:31 tournament:3:30}
sets=${PUZZLE_SETS:-gyges gype gipf}
# Appends to the set the lines of the files given whose position (field 4) it lacks.
append_new() {
  local set=$1; shift
  touch "$set"
  awk -F'\t' '!seen[$4]++' "$set" "$@" > "$set.new" && mv "$set.new" "$set"
}
mkdir -p www/puzzles
for set in $sets; do
  case $set in
    gyges)
      # Gygès, basic rules. Lines 1-270 came from 200 games of Medium against Hard (seed 1)
      # and 200 of Easy against Hard (seed 2), wins in 1 to 4, made by the computer as it stood
      # at commit 9b1baa4 (today's computer plays other games, so those hunts are not rerun).
      # Then games of Medium against Hard, wins in 1 to 4, where after a win in 4 the same
      # player's previous turn is solved again with a budget of 10,000,000 for a win in 5; the
      # hunts side by side (their seeds far apart, so they share no game).
      files=()
      for hunt in $gyges_hunts; do
        "$bin" puzzles gyges 4 --a medium --b hard --games "${hunt#*:}" --seed "${hunt%%:*}" --deeper-budget 10000000 > "$work/puzzles-gyges-${hunt%%:*}.txt" &
        files+=("$work/puzzles-gyges-${hunt%%:*}.txt")
      done
      wait
      append_new www/puzzles/gyges.txt "${files[@]}"
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
      append_new www/puzzles/gype.txt "${files[@]}"
      ;;
    gipf)
      # GIPF: win, or win material (capture=K: K captured pieces ahead, net), within 1 to 3
      # turns, from games of Easy against Medium, up to 5 puzzles a game (the turns of a
      # puzzle's own line skipped); one hunt a version, side by side.
      files=()
      for hunt in $gipf_hunts; do
        IFS=: read -r version seed count <<< "$hunt"
        "$bin" puzzles gipf 3 --opt version="$version" --a easy --b medium --games "$count" --seed "$seed" --per-game 5 > "$work/puzzles-gipf-$version.txt" &
        files+=("$work/puzzles-gipf-$version.txt")
      done
      wait
      append_new www/puzzles/gipf.txt "${files[@]}"
      ;;
    *) echo "unknown puzzle set '$set'" >&2; exit 1 ;;
  esac
  # The set's counts by moves to win and its difficulty spread (positions the solver visited).
  # Material goals are counted apart ("2 capture=1": one piece in two turns).
  awk -F'\t' '{ print $3 ($7 == "" ? "" : " " $7) "\t" $6 }' "www/puzzles/$set.txt" | sort -t$'\t' -n -k2 | awk -F'\t' -v f="www/puzzles/$set.txt" '
    { n[$1]++; d[NR] = $2 }
    END {
      printf "%s: %d puzzles; by moves (and goal):", f, NR
      k = 0; for (g in n) keys[++k] = g
      for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (keys[j] < keys[i]) { t = keys[i]; keys[i] = keys[j]; keys[j] = t }
      for (i = 1; i <= k; i++) printf "%s %s: %d", (i > 1 ? "," : ""), keys[i], n[keys[i]]
      q = NR - 1; printf "; difficulty min / quartiles / max: %d / %d / %d / %d / %d\n", d[1], d[1 + int(q / 4)], d[1 + int(q / 2)], d[1 + int(3 * q / 4)], d[NR]
    }' 
done
