#!/usr/bin/env bash
# Builds the libFuzzer harnesses of Tests/Fuzz (a package of its own: see its Package.swift) with
# -c release --sanitize=fuzzer --sanitize=address and runs each for SECONDS seconds, one after the
# other.
#   scripts/fuzz.sh SECONDS [target ...]      targets: http-parser scenario expression gzip
# The seed corpora in Tests/Fuzz/Corpus/<target> are read-only; what libFuzzer learns goes to
# .build/fuzz/corpus/<target>, crashes to .build/fuzz/artifacts/<target>/. Prints one line per
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
# All four harnesses in one build: building them one product at a time left the later ones
# without the libraries' coverage counters (4 counters instead of ~4,000). -c release: -O keeps
# Swift's overflow and bounds traps, and the fuzzers run faster.
build() {
  # ld.gold warns about every ASan-local symbol it cannot export; the build is fine.
  "$SWIFT" build --package-path Tests/Fuzz -c release --sanitize=fuzzer --sanitize=address 2>&1 \
    | grep -v "ld.gold: warning: Cannot export local symbol" | grep -E "error|warning|complete" | tail -3 >&2
}
# The coverage counters libFuzzer finds in a binary (the harness alone has about 4).
counters() { "$1" -runs=0 2>&1 | grep -Eo 'Loaded 1 modules +\(([0-9]+)' | grep -Eo '[0-9]+$' || echo 0; }
bin="$("$SWIFT" build --package-path Tests/Fuzz -c release --show-bin-path)"
instrumented() {
  local target
  for target in "${targets[@]}"; do
    [ -x "$bin/fuzz-$target" ] && [ "$(counters "$bin/fuzz-$target")" -ge 100 ] || return 1
  done
}
build
if ! instrumented; then
  echo "fuzz: a harness lacks coverage instrumentation; rebuilding from scratch" >&2
  rm -rf Tests/Fuzz/.build
  build
  instrumented || { echo "fuzz: still uninstrumented" >&2; exit 1; }
fi
for target in "${targets[@]}"; do
  binary="$bin/fuzz-$target"
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
