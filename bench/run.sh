#!/bin/sh
# `make bench`: install wrk and nginx if missing (scripts/ensure-packages.sh), build release with
# the flags of scripts/build-release.sh, then run bench/harness.py, which starts its own nginx and
# autorotated on free loopback ports, measures, stops both by PID and writes bench/RESULTS.md. On 4
# or more CPUs the servers and wrk run on separate halves of them (taskset; bench/cores.py,
# unit-tested by bench/test_cores.py).
#   bench/run.sh [harness arguments, e.g. --rounds 5 --duration 10 --skip-profile]
set -eu
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
export SWIFT

# Debian's nginx package may start a system nginx; the benchmark runs its own and needs none.
scripts/ensure-packages.sh wrk:wrk nginx:/usr/sbin/nginx python3:python3
PATH="$PATH:/usr/sbin"

binary="$(scripts/build-release.sh)"
engine_bench="$(PRODUCT=engine-bench scripts/build-release.sh)"
client="$(PRODUCT=autorotate scripts/build-release.sh)"
# Raise the descriptor limit as far as the hard limit allows: 10,000 idle connections plus wrk's.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
exec python3 bench/harness.py --binary "$binary" --engine-bench "$engine_bench" --client "$client" "$@"
