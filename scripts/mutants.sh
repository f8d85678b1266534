#!/usr/bin/env bash
# Mutation testing of each game's rules code (engine/src/<game>/, not the AI): cargo-mutants
# changes one line at a time and runs that game's tests; a mutant no test notices is "missed".
# Prints caught / missed / timeouts / unviable per game; the lists are in target/mutants/<game>/.
#
#   MUTANTS_SHARDS=40   run every 40th mutant (a 2.5% sample; 1 runs all of them)
#   MUTANTS_SHARD=0     which of the shards to run
#   MUTANTS_GAMES="gyges gype gipf"
#   MUTANTS_JOBS=1      parallel builds (each one compiles the engine)
#   MUTANTS_IN_PLACE=1  mutate the working tree itself instead of a copy (faster; do not edit
#                       files while it runs)
# Missed mutants judged equivalent or harmless are listed with a reason in docs/testing.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
if ! command -v cargo-mutants >/dev/null; then cargo install cargo-mutants --version 27.1.0 --locked; fi

shards=${MUTANTS_SHARDS:-40}
shard=${MUTANTS_SHARD:-0}
games=${MUTANTS_GAMES:-gyges gype gipf}
out_root=${MUTANTS_OUT:-$PWD/target/mutants}
in_place=()
if [ "${MUTANTS_IN_PLACE:-0}" = 1 ]; then in_place=(--in-place); fi

# Release speed for the tests, without the slow whole-program optimisation of release builds:
# every mutant rebuilds the engine.
export CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_INCREMENTAL=true
export CARGO_TARGET_DIR=${MUTANTS_TARGET_DIR:-${CARGO_TARGET_DIR:-$PWD/target}/mutants-build}

# The tests that exercise each game's rules (the AI's tests and the slowest random-game runs
# are left out to keep a mutant's run short).
tests_for() {
  local args=(--lib)
  case $1 in
    gyges) for t in gyges_rules gyges_properties gyges_perft gyges_history gyges_movegen limits; do args+=(--test "$t"); done ;;
    gype) for t in gype_rules gype_props gype_perft limits; do args+=(--test "$t"); done ;;
    gipf) for t in gipf_rules gipf_scenarios gipf_listed gipf_tamsk gipf_potentials gipf_challenges gipf_perft gipf_limits gipf_random; do args+=(--test "$t"); done ;;
  esac
  printf '%s\n' "${args[@]}"
}

count() { if [ -f "$1" ]; then grep -c . "$1" || true; else echo 0; fi; }

summary=()
for game in $games; do
  out="$out_root/$game"
  mkdir -p "$out"
  mapfile -t test_args < <(tests_for "$game")
  echo "== $game: shard $shard/$shards of the mutants of engine/src/$game/"
  cargo mutants -p gboards-engine -f "engine/src/$game/*.rs" --shard "$shard/$shards" --sharding round-robin \
    -j "${MUTANTS_JOBS:-1}" --timeout-multiplier 3 --build-timeout-multiplier 4 --minimum-test-timeout 60 \
    --profile release --output "$out" "${in_place[@]}" -- "${test_args[@]}" || true
  dir="$out/mutants.out"
  caught=$(count "$dir/caught.txt") missed=$(count "$dir/missed.txt") timeouts=$(count "$dir/timeout.txt") unviable=$(count "$dir/unviable.txt")
  viable=$((caught + missed + timeouts))
  percent=$(( viable > 0 ? (100 * caught) / viable : 0 ))
  summary+=("| $game | $caught | $missed | $timeouts | $unviable | $percent% |")
  if [ "$missed" -gt 0 ]; then echo "missed in $game:"; sed 's/^/  /' "$dir/missed.txt"; fi
done
echo
echo "| mutants (shard $shard/$shards) | caught | missed | timeouts | unviable | caught of viable |"
echo "|---|---|---|---|---|---|"
printf '%s\n' "${summary[@]}"
