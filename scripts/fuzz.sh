#!/usr/bin/env bash
# Fuzzes each target for FUZZ_SECONDS (default 20) from the committed seeds (fuzz/seeds/, see
# engine/tests/fuzz_seeds.rs) and prints a row per target: runs, executions a second, coverage
# and findings. FUZZ_TARGETS picks targets (default: all). The fuzz profile keeps overflow
# checks on. cargo-fuzz needs the nightly-only sanitizer flags; RUSTC_BOOTSTRAP lets the stable
# compiler accept them.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
if ! command -v cargo-fuzz >/dev/null; then cargo install cargo-fuzz --version 0.13.2 --locked; fi
seconds="${FUZZ_SECONDS:-20}"
echo "| fuzz target | seconds | runs | runs/s | coverage | findings |"
echo "|---|---|---|---|---|---|"
for target in ${FUZZ_TARGETS:-positions actions games records links messages profile live}; do
  mkdir -p "fuzz/corpus/$target"
  # A target without committed seeds (profile) starts from its corpus alone.
  seeds=(); if [ -d "fuzz/seeds/$target" ]; then seeds=("seeds/$target"); fi
  before=$(ls "fuzz/artifacts/$target" 2>/dev/null | wc -l)
  if out=$(cd fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz run -O "$target" "corpus/$target" "${seeds[@]}" -- -max_total_time="$seconds" -print_final_stats=1 2>&1); then
    found=none
  elif [ "$(ls "fuzz/artifacts/$target" 2>/dev/null | wc -l)" -gt "$before" ]; then
    found="CRASH (see fuzz/artifacts/$target)"
  else
    # Not a finding: the run itself failed (a build error, a missing folder).
    found="RUN FAILED: $(printf '%s\n' "$out" | grep -v '^ *[0-9]*: \|^ *at ' | tail -3 | tr '\n' ' ')"
  fi
  runs=$(printf '%s\n' "$out" | sed -n 's/^Done \([0-9]*\) runs.*/\1/p' | tail -1)
  rate=$(printf '%s\n' "$out" | sed -n 's/^stat::average_exec_per_sec: *\([0-9]*\).*/\1/p' | tail -1)
  cov=$(printf '%s\n' "$out" | sed -n 's/^#[0-9]*.*cov: \([0-9]*\).*/\1/p' | tail -1)
  echo "| $target | $seconds | ${runs:-?} | ${rate:-?} | ${cov:-?} | $found |"
done
