#!/usr/bin/env bash
# make contract-live: start the built autorotated, wait for /readyz, run schemathesis and every
# request example against it, then stop it by its PID — always, whatever failed.
#   scripts/contract/live.sh path/to/autorotated
# Environment: VENV (.venv), MAX_EXAMPLES (25 per operation and phase), SEED (fixed by default,
# so a failure reproduces), STARTUP_TIMEOUT (30 s), SCHEMATHESIS_TIMEOUT (900 s: a failure bound for
# a hung run; a full run takes minutes, and went past 240 s beside a sanitizer build),
# WORKERS (schemathesis workers, 1), JUNIT (where to keep schemathesis' JUnit report),
# CONTRACT_STRICT=1 (also positive_data_acceptance: schema-valid scenarios get 200 or 422, never 400).
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
BINARY="${1:?usage: live.sh path/to/autorotated}"
VENV="${VENV:-.venv}"
MAX_EXAMPLES="${MAX_EXAMPLES:-25}"
SEED="${SEED:-20261130}"
STARTUP_TIMEOUT="${STARTUP_TIMEOUT:-30}"
SCHEMATHESIS_TIMEOUT="${SCHEMATHESIS_TIMEOUT:-900}"
WORK="$(mktemp -d)"
# GET /openapi.yaml must serve this very file.
export AUTOROTATE_OPENAPI_FILE="$PWD/openapi.yaml"
SERVER_PID=""

stop_server() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null
    for _ in $(seq 1 150); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
    if kill -0 "$SERVER_PID" 2>/dev/null; then
      echo "autorotated (pid $SERVER_PID) ignored SIGTERM for 15 s: killing it"; kill -KILL "$SERVER_PID" 2>/dev/null
    fi
    wait "$SERVER_PID" 2>/dev/null
  fi
  SERVER_PID=""
}
cleanup() { stop_server; rm -rf "$WORK"; }
trap cleanup EXIT
trap 'exit 130' INT TERM

[ -x "$BINARY" ] || { echo "no server binary at $BINARY (build it first)"; exit 1; }

free_port() { "$VENV/bin/python" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# Preferred: an ephemeral port the server reports through --port-file. Fallback for a server
# without that flag: a port that was free a moment ago.
PORT=""
"$BINARY" --port 0 --port-file "$WORK/port" >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 $((STARTUP_TIMEOUT * 10))); do
  if [ -s "$WORK/port" ]; then PORT="$(tr -dc 0-9 <"$WORK/port")"; [ -n "$PORT" ] && break; fi
  kill -0 "$SERVER_PID" 2>/dev/null || break
  sleep 0.1
done
if [ -z "$PORT" ]; then
  stop_server
  echo "autorotated did not report a port through --port-file; falling back to --port N"
  sed 's/^/  server: /' "$WORK/server.log" | tail -5
  PORT="$(free_port)"
  "$BINARY" --port "$PORT" >"$WORK/server.log" 2>&1 &
  SERVER_PID=$!
fi
BASE="http://127.0.0.1:$PORT"
echo "autorotated pid $SERVER_PID on $BASE"

ready=""
for _ in $(seq 1 $((STARTUP_TIMEOUT * 10))); do
  kill -0 "$SERVER_PID" 2>/dev/null || break
  if "$VENV/bin/python" - "$BASE/readyz" <<'PY' 2>/dev/null
import sys, urllib.request
sys.exit(0 if urllib.request.urlopen(sys.argv[1], timeout=1).status == 200 else 1)
PY
  then ready=1; break; fi
  sleep 0.1
done
if [ -z "$ready" ]; then
  echo "autorotated did not become ready on $BASE/readyz within ${STARTUP_TIMEOUT} s"
  sed 's/^/  server: /' "$WORK/server.log" | tail -20
  exit 1
fi

passed=0 failed=0 failures=""
step() {
  local name="$1"; shift
  local start=$SECONDS
  echo "---- $name"
  if "$@"; then
    passed=$((passed + 1)); echo "ok   $name ($((SECONDS - start)) s)"
  else
    failed=$((failed + 1)); failures="$failures
  $name"; echo "FAIL $name ($((SECONDS - start)) s)"
  fi
}

CHECKS=not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,response_headers_conformance,unsupported_method
CONFIG=()
if [ -n "${CONTRACT_STRICT:-}" ]; then
  CHECKS="$CHECKS,positive_data_acceptance"
  CONFIG=(--config-file scripts/contract/schemathesis-strict.toml)
fi

schemathesis() {
  SCHEMATHESIS_HOOKS=scripts/contract/st_hooks.py timeout --kill-after=10 "$SCHEMATHESIS_TIMEOUT" \
    "$VENV/bin/schemathesis" --no-color "${CONFIG[@]}" run openapi.yaml \
    --url "$BASE" \
    --checks "$CHECKS" \
    --mode all --phases examples,coverage,fuzzing \
    --max-examples "$MAX_EXAMPLES" --seed "$SEED" \
    --workers "${WORKERS:-1}" --request-timeout 10 \
    --generation-database none \
    --suppress-health-check too_slow,filter_too_much,data_too_large,large_base_example \
    --report junit --report-junit-path "${JUNIT:-$WORK/schemathesis.xml}"
  local status=$?
  if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "schemathesis did not finish within SCHEMATHESIS_TIMEOUT=${SCHEMATHESIS_TIMEOUT} s and was stopped"
  fi
  return "$status"
}

step "README configuration table = autorotated --help" \
  "$VENV/bin/python" scripts/contract/config_table.py "$BINARY"
step "schemathesis (every operation, positive and negative)" schemathesis
step "request examples of openapi.yaml and README against the service" \
  "$VENV/bin/python" scripts/contract/examples.py run --base-url "$BASE"
step "HTTP probes (404, 405 + Allow, 415, gzip, served openapi.yaml)" \
  "$VENV/bin/python" scripts/contract/probes.py --base-url "$BASE"

if ! kill -0 "$SERVER_PID" 2>/dev/null; then
  echo "FAIL autorotated exited during the run"; failed=$((failed + 1)); failures="$failures
  server stayed up"
fi
stop_server
echo "contract-live: $passed passed, $failed failed"
if [ "$failed" -ne 0 ]; then
  echo "failed:$failures"
  echo "last server log lines:"; sed 's/^/  server: /' "$WORK/server.log" | tail -20
  exit 1
fi
