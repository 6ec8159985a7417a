#!/usr/bin/env bash
# make interop: the service as third-party HTTP tools see it (issue 14). Starts the built autorotated
# twice on ephemeral ports (--port 0 --port-file): one open, one with --api-token-file (for the 401
# refusals), runs the four checks against them, and stops both by PID whatever happened.
#   scripts/contract/interop.sh path/to/autorotated
# The checks (scripts/contract/interop_*.py; routes come from openapi.yaml):
#   redbot                  every GET route: no WARN, no BAD note
#   openapi-python-client   a client generated from openapi.yaml into .build/interop/client drives
#                           every JSON route (tolerated generator warnings: NDJSON, YAML only)
#   openapi-core            every request and response of the fixture set validates against openapi.yaml
#   h11                     one keep-alive socket: pipelining, Expect: 100-continue both ways,
#                           chunked bodies with trailers, HEAD
# Environment: VENV (.venv), STARTUP_TIMEOUT (30 s), CHECK_TIMEOUT (300 s per check: a hung check fails).
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
BINARY="${1:?usage: interop.sh path/to/autorotated}"
VENV="${VENV:-.venv}"
STARTUP_TIMEOUT="${STARTUP_TIMEOUT:-30}"
CHECK_TIMEOUT="${CHECK_TIMEOUT:-300}"
PY="$VENV/bin/python"
WORK="$(mktemp -d)"
export AUTOROTATE_OPENAPI_FILE="$PWD/openapi.yaml"
export PYTHONDONTWRITEBYTECODE=1
OPEN_PID="" TOKEN_PID="" OPEN_URL="" TOKEN_URL=""

stop() {  # stop PID: SIGTERM, 15 s to drain, then SIGKILL
  local pid="$1"
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 0
  kill -TERM "$pid" 2>/dev/null
  for _ in $(seq 1 150); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$pid" 2>/dev/null; then
    echo "autorotated (pid $pid) ignored SIGTERM for 15 s: killing it"; kill -KILL "$pid" 2>/dev/null
  fi
  wait "$pid" 2>/dev/null
}
cleanup() { stop "$OPEN_PID"; stop "$TOKEN_PID"; rm -rf "$WORK"; }
trap cleanup EXIT
trap 'exit 130' INT TERM

[ -x "$BINARY" ] || { echo "no server binary at $BINARY (build it first)"; exit 1; }
[ -x "$PY" ] || { echo "no $PY (make venv)"; exit 1; }

# start NAME ARGS...: sets STARTED_PID and STARTED_URL once /readyz answers 200.
start() {
  local name="$1"; shift
  local port="" ready=""
  "$BINARY" --host 127.0.0.1 --port 0 --port-file "$WORK/$name.port" "$@" >"$WORK/$name.log" 2>&1 &
  STARTED_PID=$!
  for _ in $(seq 1 $((STARTUP_TIMEOUT * 10))); do
    if [ -s "$WORK/$name.port" ]; then port="$(tr -dc 0-9 <"$WORK/$name.port")"; [ -n "$port" ] && break; fi
    kill -0 "$STARTED_PID" 2>/dev/null || break
    sleep 0.1
  done
  STARTED_URL="http://127.0.0.1:$port"
  for _ in $(seq 1 $((STARTUP_TIMEOUT * 10))); do
    if [ -z "$port" ] || ! kill -0 "$STARTED_PID" 2>/dev/null; then break; fi
    if "$PY" -c 'import sys, urllib.request; sys.exit(urllib.request.urlopen(sys.argv[1], timeout=1).status != 200)' \
        "$STARTED_URL/readyz" 2>/dev/null; then ready=1; break; fi
    sleep 0.1
  done
  if [ -z "$ready" ]; then
    echo "autorotated ($name) did not become ready within ${STARTUP_TIMEOUT} s"
    sed "s/^/  $name: /" "$WORK/$name.log" | tail -20
    return 1
  fi
  echo "autorotated ($name) pid $STARTED_PID on $STARTED_URL"
}

# A token the service reads from its file (one a line), and that the checks send.
"$PY" -c 'import secrets; print(secrets.token_hex(24))' >"$WORK/tokens"
start open || exit 1
OPEN_PID=$STARTED_PID OPEN_URL=$STARTED_URL
start tokens --api-token-file "$WORK/tokens" || exit 1
TOKEN_PID=$STARTED_PID TOKEN_URL=$STARTED_URL

passed=0 failed=0 failures=""
step() {
  local name="$1"; shift
  local start=$SECONDS
  echo "---- $name"
  if timeout --kill-after=10 "$CHECK_TIMEOUT" "$@"; then
    passed=$((passed + 1)); echo "ok   $name ($((SECONDS - start)) s)"
  else
    failed=$((failed + 1)); failures="$failures
  $name"; echo "FAIL $name ($((SECONDS - start)) s)"
  fi
}

step "redbot: every GET route, no WARN or BAD" \
  "$PY" scripts/contract/interop_redbot.py --base-url "$OPEN_URL"
step "openapi-python-client: generated client drives every JSON route" \
  "$PY" scripts/contract/interop_client.py --base-url "$OPEN_URL" --out .build/interop/client \
  --token-base-url "$TOKEN_URL" --token-file "$WORK/tokens"
step "openapi-core: every fixture request and response against openapi.yaml" \
  "$PY" scripts/contract/interop_openapi_core.py --base-url "$OPEN_URL" --token-base-url "$TOKEN_URL"
step "h11: one keep-alive socket, pipelining, 100-continue, chunked trailers, HEAD" \
  "$PY" scripts/contract/interop_h11.py --base-url "$OPEN_URL" --token-base-url "$TOKEN_URL" --token-file "$WORK/tokens"

for pair in "open:$OPEN_PID" "tokens:$TOKEN_PID"; do
  if ! kill -0 "${pair#*:}" 2>/dev/null; then
    echo "FAIL autorotated (${pair%%:*}) exited during the run"; failed=$((failed + 1)); failures="$failures
  autorotated (${pair%%:*}) stayed up"
  fi
done
stop "$OPEN_PID"; stop "$TOKEN_PID"
if [ "$failed" -ne 0 ]; then
  echo "failed:$failures"
  for name in open tokens; do echo "last $name server log lines:"; sed "s/^/  $name: /" "$WORK/$name.log" | tail -10; done
fi
echo "interop: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
