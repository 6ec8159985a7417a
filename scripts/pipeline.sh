#!/usr/bin/env bash
# Runs `make test`'s stages, which the Makefile declares (TEST_STAGES) and passes here:
#   scripts/pipeline.sh NAME=TARGET[,TARGET…]...
# Each stage runs `make TARGET` for each of its targets, in order, timed. Every target of a stage
# runs even when an earlier one failed, and a failed stage does not stop the later stages: one
# run names every failure. The output ends with one line per stage (name, passed or FAILED with
# the targets that failed, seconds) and `stages: N passed, M failed`; the exit status is 1 when
# any stage failed, 2 when the stage list itself is wrong.
set -uo pipefail
cd "$(dirname "$0")/.."
MAKE="${MAKE:-make}"
trap 'echo "pipeline: interrupted"; exit 130' INT TERM

[ "$#" -gt 0 ] || { echo "usage: scripts/pipeline.sh NAME=TARGET[,TARGET…]..."; exit 2; }
for stage in "$@"; do
  case "$stage" in
    [a-z]*=[a-z]*) ;;
    *) echo "pipeline: '$stage' is not NAME=TARGET[,TARGET…]"; exit 2 ;;
  esac
done

summary=()
passed=0
failed=0
for stage in "$@"; do
  name="${stage%%=*}"
  IFS=',' read -r -a targets <<<"${stage#*=}"
  echo
  echo "=== stage $name: make ${targets[*]}"
  started=$SECONDS
  broken=()
  for target in "${targets[@]}"; do
    "$MAKE" --no-print-directory "$target" || broken+=("$target")
  done
  seconds=$((SECONDS - started))
  if [ "${#broken[@]}" -eq 0 ]; then
    passed=$((passed + 1)) verdict=passed failures=""
  else
    failed=$((failed + 1)) verdict=FAILED failures="  (${broken[*]})"
  fi
  summary+=("$(printf '%-10s %-6s %5d s%s' "$name" "$verdict" "$seconds" "$failures")")
  echo "=== stage $name $verdict in $seconds s$failures"
done

echo
for line in "${summary[@]}"; do echo "$line"; done
echo "stages: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
