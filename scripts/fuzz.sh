#!/usr/bin/env bash
# Builds the libFuzzer harnesses of Tests/Fuzz (a package of its own: see its Package.swift) with
# -c release --sanitize=fuzzer --sanitize=address and runs each for SECONDS seconds, one after the
# other.
#   scripts/fuzz.sh SECONDS [target ...]      targets: http-parser scenario expression gzip
# The seed corpora in Tests/Fuzz/Corpus/<target> are read-only; what libFuzzer learns goes to
# .build/fuzz/corpus/<target>, crashes to .build/fuzz/artifacts/<target>/, builds to
# .build/fuzz/build/<target>. Prints one line per
# target ("fuzz <target>: N executions, 0 crashes") and exits non-zero on the first crash.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
seconds=${1:-60}; shift || true
targets=("$@"); [ ${#targets[@]} -gt 0 ] || targets=(http-parser scenario expression gzip)
root=$PWD
work=$root/.build/fuzz
mkdir -p "$work"
status=0
# --sanitize=fuzzer alone leaves the libraries' coverage to chance: many builds came out with none
# in them (4 counters, the harness's own; libFuzzer then mutates blindly). The explicit
# -sanitize-coverage gives every module edge counters (~39,000 for the scenario harness). Each
# harness is built alone, in its own scratch directory, and checked; a build without counters is
# redone from scratch. -c release: -O keeps Swift's overflow and bounds traps and runs faster.
build() {
  # ld.gold warns about every ASan-local symbol it cannot export; the build is fine.
  "$SWIFT" build --package-path Tests/Fuzz --scratch-path "$work/build/$1" -c release --product "fuzz-$1" \
    --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
    2>&1 \
    | grep -v "ld.gold: warning: Cannot export local symbol" | grep -E "error|warning|complete" | tail -3 >&2
}
# The coverage counters libFuzzer finds in a binary (the harness alone has about 4).
counters() { "$1" -runs=0 2>&1 | grep -Eo 'Loaded 1 modules +\(([0-9]+)' | grep -Eo '[0-9]+$' || echo 0; }
for target in "${targets[@]}"; do
  build "$target"
  binary="$("$SWIFT" build --package-path Tests/Fuzz --scratch-path "$work/build/$target" -c release \
    --show-bin-path)/fuzz-$target"
  attempt=1
  while [ "$(counters "$binary")" -lt 100 ]; do
    [ $attempt -le 3 ] || { echo "fuzz $target: still no coverage counters" >&2; exit 1; }
    echo "fuzz $target: no coverage counters in the build; rebuilding from scratch" >&2
    rm -rf "$work/build/$target"
    build "$target"
    attempt=$((attempt + 1))
  done
  corpus=$work/corpus/$target; artifacts=$work/artifacts/$target/
  mkdir -p "$corpus" "$artifacts"
  log=$work/$target.log
  set +e
  # -rss_limit_mb bounds a single input's memory; -timeout flags an input that hangs.
  "$binary" "$corpus" "$root/Tests/Fuzz/Corpus/$target" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 -artifact_prefix="$artifacts" \
    -detect_leaks=0 >"$log" 2>&1
  rc=$?
  set -e
  execs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || echo 0)
  if [ $rc -ne 0 ]; then
    echo "fuzz $target: CRASH after $execs executions (exit $rc); artifact in $artifacts, log $log"
    grep -E "ERROR|SUMMARY|Fatal error|Test unit written" "$log" | head -10
    status=1
  else
    edges=$(grep -Eo 'DONE +cov: [0-9]+' "$log" | grep -Eo '[0-9]+$' || echo 0)
    echo "fuzz $target: $execs executions in ${seconds}s, $edges edges covered, 0 crashes"
  fi
done
exit $status
