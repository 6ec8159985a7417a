#!/bin/sh
# `make bench`: install wrk and nginx if missing, build release with the shared flags, then run
# bench/harness.py, which starts its own nginx and autorotated on free loopback ports, measures,
# stops both by PID and writes bench/RESULTS.md. On 4 or more CPUs the servers and wrk run on
# separate halves of them (taskset; bench/cores.py, unit-tested by bench/test_cores.py).
#   bench/run.sh [harness arguments, e.g. --rounds 5 --duration 10 --skip-profile]
set -eu
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
export SWIFT

missing=""
command -v wrk >/dev/null 2>&1 || missing="$missing wrk"
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing="$missing nginx"
command -v python3 >/dev/null 2>&1 || missing="$missing python3"
if [ -n "$missing" ]; then
  echo "installing:$missing" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
  # Debian's package may start a system nginx; the benchmark runs its own and needs none.
fi
PATH="$PATH:/usr/sbin"

binary="$(scripts/build-release.sh)"
engine_bench="$(PRODUCT=engine-bench scripts/build-release.sh)"
client="$(PRODUCT=autorotate scripts/build-release.sh)"
# Raise the descriptor limit as far as the hard limit allows: 10,000 idle connections plus wrk's.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
exec python3 bench/harness.py --binary "$binary" --engine-bench "$engine_bench" --client "$client" "$@"
