#!/usr/bin/env bash
# Mutation testing of each game's rules code (engine/src/<game>/, not the AI): cargo-mutants
# changes one line at a time and runs that game's tests; a mutant no test notices is "missed".
# Prints caught / missed / timeouts / unviable per game; the lists are in target/mutants/<game>/.
#
#   MUTANTS_SHARDS=60   run every 60th mutant (a 1.7% sample, about 50 mutants; 1 runs all)
#   MUTANTS_SHARD=0     which of the shards to run
#   MUTANTS_GAMES="gyges gype gipf"
#   MUTANTS_JOBS=1      parallel builds (each one compiles the engine)
#   MUTANTS_TIMEOUT=300 seconds of tests before a mutant counts as a timeout (the unmutated
#                       tests take well under a minute; the baseline run is skipped)
#   MUTANTS_IN_PLACE=1  mutate the working tree itself instead of a copy (faster; do not edit
#                       files while it runs)
# Missed mutants judged equivalent or harmless are listed with a reason in docs/testing.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
if ! command -v cargo-mutants >/dev/null; then cargo install cargo-mutants --version 27.1.0 --locked; fi

shards=${MUTANTS_SHARDS:-60}
shard=${MUTANTS_SHARD:-0}
games=${MUTANTS_GAMES:-gyges gype gipf}
out_root=${MUTANTS_OUT:-$PWD/target/mutants}
# Mutating in place builds in one tree, so it runs one mutant at a time.
place=(-j "${MUTANTS_JOBS:-1}")
if [ "${MUTANTS_IN_PLACE:-0}" = 1 ]; then place=(--in-place); fi

# Every mutant rebuilds the engine and the chosen tests: a light optimisation builds fast and
# still runs the random-game tests at a good speed.
export CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_INCREMENTAL=true
export CARGO_PROFILE_RELEASE_OPT_LEVEL=${MUTANTS_OPT_LEVEL:-1}
export CARGO_TARGET_DIR=${MUTANTS_TARGET_DIR:-${CARGO_TARGET_DIR:-$PWD/target}/mutants-build}

# The tests that pin each game's rules: scenarios, perft figures and the property tests (the
# AI's tests, the unit tests and the memory and limit tests are left out: each would add a
# build or minutes to every mutant).
tests_for() {
  local args=()
  case $1 in
    gyges) for t in gyges_rules gyges_perft gyges_properties; do args+=(--test "$t"); done ;;
    gype) for t in gype_rules gype_perft gype_props; do args+=(--test "$t"); done ;;
    gipf) for t in gipf_scenarios gipf_rules gipf_tamsk gipf_listed gipf_potentials gipf_challenges gipf_perft; do args+=(--test "$t"); done ;;
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
  # cargo-mutants exits 2 when mutants were missed and 3 on timeouts; anything else is a failure
  # of the run itself (bad arguments, the unmutated tests failing), not a result.
  status=0
  cargo mutants -p gboards-engine -f "engine/src/$game/*.rs" --shard "$shard/$shards" --sharding round-robin \
    "${place[@]}" --baseline skip --timeout "${MUTANTS_TIMEOUT:-300}" --build-timeout 1200 \
    --profile release --output "$out" -- "${test_args[@]}" || status=$?
  if [ "$status" != 0 ] && [ "$status" != 2 ] && [ "$status" != 3 ]; then
    echo "cargo mutants failed for $game (exit $status)" >&2
    exit 1
  fi
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
