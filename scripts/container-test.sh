#!/usr/bin/env bash
# make container-test (issue 20): build the Dockerfile as it is, run the image, check it from outside.
#
#   scripts/container-test.sh            build, run and check (make container-test)
#   scripts/container-test.sh --clean    remove what it keeps: the test image, the stand-ins and
#                                        the build cache made on them (each run after a source
#                                        change leaves about 60 MB of it), .build/container
#
# 1. Installs what it needs from Debian's packages when missing (podman and what podman needs to
#    run as root here, debootstrap, curl, python3) and writes its own containers.conf under
#    .build/container/ (passed through CONTAINERS_CONF; /etc is never edited) with this machine's
#    quirks: runtime runc (crun refuses the hybrid cgroup layout), default ulimits no higher than
#    `ulimit -Hn` (rlimits cannot be raised), and the netavark network backend.
# 2. Base images: every `ARG *_IMAGE=` default of the Dockerfile is pulled with a short timeout.
#    When no registry answers, a local stand-in is made from Debian's packages
#    (`debootstrap --variant=minbase bookworm`; for SWIFT_IMAGE also the build packages of the
#    official swift debian/12 image and the Swift toolchain on this machine), imported with
#    `podman import` and cached: a second run reuses it when the image is still in podman AND
#    .build/container/<arg>.stamp names it (the stamp holds a hash of the recipe and toolchain).
# 3. Builds the Dockerfile unchanged (`--format docker`, which keeps HEALTHCHECK) with the images
#    through their build args, and reports the image size.
# 4. Runs the image read-only with every capability dropped and checks it from outside (see the
#    `check` lines below), once more with `--cpus=1` for the worker count; removes every container
#    it started, by name, whatever happens.
# Ends with `N passed, N failed` for its own checks; exits 1 if any failed or a setup step failed.
#
# Environment: CONTAINER_TAG (default autorotate:container-test), MAX_IMAGE_MB (40),
# START_RUNS (0; N > 0 also times N more fresh containers from `podman run` to /readyz 200 and
# prints the median, the figure of bench/RESULTS.md),
# PULL_TIMEOUT (20 s), SWIFT_TOOLCHAIN (default: the toolchain of `swift` on PATH),
# DEBIAN_MIRROR (default: the host's first Debian URI).
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
ROOT="$PWD"
STATE="$ROOT/.build/container"
TAG="${CONTAINER_TAG:-autorotate:container-test}"
# Issue 20's bound. The service links AutorotateImport, which reads Info.plist and storyboard XML
# with its own reader (no Foundation, so no ICU or libxml2 in the image): a binary that links
# Foundation again would be about 120 MB and fail here.
MAX_IMAGE_MB="${MAX_IMAGE_MB:-40}"
PULL_TIMEOUT="${PULL_TIMEOUT:-20}"
SUITE=bookworm
# The build packages of the official swift debian/12 image.
SWIFT_BUILD_PACKAGES=(binutils gcc git libc6-dev libcurl4-openssl-dev libedit-dev libgcc-12-dev libicu-dev
  libncurses-dev libpython3-dev libsqlite3-dev libstdc++-12-dev libxml2-dev libz3-dev pkg-config tzdata
  unzip uuid-dev zlib1g-dev)
# Parts of the toolchain a `swift build` never runs (debugger, language server, docs, embedded
# Swift): about 1.5 of its 3.3 GB, left out of the build stand-in.
TOOLCHAIN_EXCLUDES=('usr/bin/lldb*' 'usr/lib/liblldb*' usr/bin/sourcekit-lsp usr/lib/libsourcekitdInProc.so
  usr/bin/docc usr/share/docc usr/bin/clangd usr/lib/swift/embedded)
RUN_ID="autorotate-ct-$$"
STARTED=()

mkdir -p "$STATE"
started_at=$SECONDS
passed=0 failed=0 failures=""

say() { printf '%s\n' "$*"; }
summary() {
  say "container-test: total $((SECONDS - started_at)) s"
  [ -z "$failures" ] || say "failed:$failures"
  say "$passed passed, $failed failed"
}
# check NAME COMMAND...: one of this script's checks; runs on, whatever the outcome.
check() {
  local name="$1"; shift
  local start=$SECONDS
  if "$@"; then
    passed=$((passed + 1)); say "ok   $name ($((SECONDS - start)) s)"
  else
    failed=$((failed + 1)); failures="$failures [$name]"; say "FAIL $name"
  fi
}
# setup NAME COMMAND...: a step the checks need; on failure the run stops here and says so.
setup() {
  local name="$1"; shift
  local start=$SECONDS
  say "---- $name"
  if "$@"; then
    say "ok   $name ($((SECONDS - start)) s)"
  else
    failed=$((failed + 1)); failures="$failures [$name]"
    say "FAIL $name: stopping, the checks after it need it"
    summary
    exit 1
  fi
}

cleanup() {
  local name
  for name in "${STARTED[@]}"; do podman rm --force --time 0 "$name" >/dev/null 2>&1 || true; done
  STARTED=()
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# ------------------------------------------------------------------------------- 1. tools
# package:command pairs; a package is installed when its command is missing.
TOOLS="podman:podman runc:runc fuse-overlayfs:fuse-overlayfs slirp4netns:slirp4netns uidmap:newuidmap
  netavark:/usr/lib/podman/netavark aardvark-dns:/usr/lib/podman/aardvark-dns iptables:iptables
  debootstrap:debootstrap curl:curl python3:python3"
install_tools() {
  # shellcheck disable=SC2086  # a list of package:command pairs on purpose
  scripts/ensure-packages.sh --no-install-recommends $TOOLS && say "tools present"
}

write_containers_conf() {
  local hard; hard="$(ulimit -Hn)"
  [ "$hard" = unlimited ] && hard=1048576
  cat > "$STATE/containers.conf" <<EOF
# Written by scripts/container-test.sh; passed through CONTAINERS_CONF, /etc is left alone.
[containers]
# Rlimits cannot be raised on this VM: ask for no more than the hard limit (ulimit -Hn = $hard).
default_ulimits = ["nofile=$hard:$hard", "nproc=32768:32768"]

[engine]
# crun 1.8 refuses the hybrid cgroup layout here.
runtime = "runc"

[network]
# Debian's podman package ships a CNI config, which would otherwise select CNI (not installed).
network_backend = "netavark"
EOF
  export CONTAINERS_CONF="$STATE/containers.conf"
  podman info --format '{{.Host.OCIRuntime.Name}} {{.Host.NetworkBackend}} {{.Store.GraphDriverName}}'
}

# ------------------------------------------------------------------------------- 2. base images
# A name with no registry is Docker Hub's, said in full so podman needs no short-name prompt.
qualified() {
  local name="$1" first="${1%%/*}"
  if [ "$name" = "$first" ]; then echo "docker.io/library/$name"
  elif [ "${first#*[.:]}" = "$first" ] && [ "$first" != localhost ]; then echo "docker.io/$name"
  else echo "$name"; fi
}

toolchain_root() {
  if [ -n "${SWIFT_TOOLCHAIN:-}" ]; then echo "$SWIFT_TOOLCHAIN"; return; fi
  local swift; swift="$(readlink -f "$(command -v swift)")" || return 1
  dirname "$(dirname "$(dirname "$swift")")"    # …/usr/bin/swift → …
}

debian_mirror() {
  if [ -n "${DEBIAN_MIRROR:-}" ]; then echo "$DEBIAN_MIRROR"; return; fi
  local uri
  uri="$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources 2>/dev/null)"
  [ -n "$uri" ] || uri="$(awk '$1 == "deb" && $2 !~ /^\[/ { print $2; exit }' /etc/apt/sources.list 2>/dev/null)"
  echo "${uri:-http://deb.debian.org/debian}"
}

# An earlier stand-in of the same name (its stamp lost, e.g. in a fresh clone) goes before a new
# one is imported, with the build-cache images made from it: untagging alone would leave its
# layers (gigabytes) behind for good.
STANDIN_LABEL=org.autorotate.container-test.standin
remove_standin() {
  local old
  podman image exists "$1" || return 0
  old="$(podman image inspect --format "{{ index .Labels \"$STANDIN_LABEL\" }}" "$1" 2>/dev/null)"
  if [ -n "$old" ]; then
    podman images --quiet --filter "label=$STANDIN_LABEL=$old" | sort -u | xargs -r podman rmi --force >/dev/null 2>&1
  fi
  podman rmi --force "$1" >/dev/null 2>&1 || true
}

# make_standin ARG KIND: prints the image to pass as ARG. KIND swift: minbase + the build packages
# + the toolchain on PATH; KIND debian: minbase only.
make_standin() {
  local arg="$1" kind="$2" packages="" toolchain="" version="" key image stamp rootfs
  stamp="$STATE/$arg.stamp"
  if [ "$kind" = swift ]; then
    packages="${SWIFT_BUILD_PACKAGES[*]}"
    toolchain="$(toolchain_root)" || { say "no swift on PATH: set SWIFT_TOOLCHAIN" >&2; return 1; }
    case "$toolchain" in /|/usr|/usr/local) say "toolchain at $toolchain cannot be copied on its own: set SWIFT_TOOLCHAIN" >&2; return 1;; esac
    version="$("$toolchain/usr/bin/swift" --version 2>/dev/null | head -n 1)"
  fi
  key="$(printf '%s\n' "recipe 1" "$SUITE" "$kind" "$packages" "$toolchain" "$version" \
           "${TOOLCHAIN_EXCLUDES[*]}" | sha256sum | cut -c 1-12)"
  image="localhost/autorotate-standin/$kind:$key"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$image" ] && podman image exists "$image"; then
    say "$arg: cached stand-in $image" >&2
    echo "$image"; return 0
  fi
  say "$arg: making stand-in $image (debootstrap --variant=minbase $SUITE${packages:+ + build packages}${toolchain:+ + $toolchain})" >&2
  rm -f "$stamp"
  remove_standin "$image"
  rootfs="$(mktemp -d "$STATE/rootfs.XXXXXX")" || return 1
  mkdir -p "$STATE/debs"
  local include=() rc=0
  [ -z "$packages" ] || include=(--include="${packages// /,}")
  if ! debootstrap --variant=minbase --cache-dir="$STATE/debs" "${include[@]}" \
         "$SUITE" "$rootfs" "$(debian_mirror)" > "$STATE/debootstrap-$kind.log" 2>&1; then
    say "debootstrap failed; the end of $STATE/debootstrap-$kind.log:" >&2
    tail -n 15 "$STATE/debootstrap-$kind.log" >&2
    rm -rf "$rootfs"; return 1
  fi
  rm -rf "$rootfs/var/cache/apt/archives/"*.deb "$rootfs/var/lib/apt/lists/"*
  local path="/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" members=(-C "$rootfs" .)
  local excludes=() pattern
  if [ -n "$toolchain" ]; then
    path="$toolchain/usr/bin:$path"
    for pattern in "${TOOLCHAIN_EXCLUDES[@]}"; do excludes+=(--exclude="${toolchain#/}/$pattern"); done
    mkdir -p "$rootfs$(dirname "$toolchain")"
    members+=(-C / "${toolchain#/}")
  fi
  # One archive of the root file system plus the toolchain at its own path, streamed into podman.
  # The label, inherited by every image built on it, lets remove_standin find them all again.
  tar --numeric-owner "${excludes[@]}" -c "${members[@]}" \
    | podman import --quiet --change "ENV PATH=$path" --change 'CMD ["/bin/bash"]' \
        --change "LABEL $STANDIN_LABEL=$(date +%s%N)-$$" - "$image" >/dev/null || rc=$?
  rm -rf "$rootfs"
  [ "$rc" -eq 0 ] || return "$rc"
  echo "$image" > "$stamp"
  echo "$image"
}

BUILD_ARGS=()
base_images() {
  local line arg default image kind
  while IFS= read -r line; do
    arg="${line#ARG }"; default="${arg#*=}"; arg="${arg%%=*}"
    image="$(qualified "$default")"
    if podman image exists "$image"; then
      say "$arg: $image present"
    elif timeout "$PULL_TIMEOUT" podman pull -q "$image" >/dev/null 2>"$STATE/pull.log"; then
      say "$arg: pulled $image"
    else
      say "$arg: $image cannot be pulled ($(tail -n 1 "$STATE/pull.log" | cut -c 1-120))"
      kind=debian; [ "$arg" = SWIFT_IMAGE ] && kind=swift
      image="$(make_standin "$arg" "$kind")" || return 1
    fi
    BUILD_ARGS+=(--build-arg "$arg=$image")
  done < <(grep -E '^ARG [A-Z_]+_IMAGE=' Dockerfile)
  [ "${#BUILD_ARGS[@]}" -gt 0 ] || { say "no ARG *_IMAGE= line in the Dockerfile"; return 1; }
}

# ------------------------------------------------------------------------------- 3. build
IMAGE_MB=""
build_image() {
  local previous; previous="$(podman image inspect --format '{{.Id}}' "$TAG" 2>/dev/null)"
  if ! podman build --format docker "${BUILD_ARGS[@]}" -t "$TAG" -f Dockerfile . > "$STATE/build.log" 2>&1; then
    say "podman build failed; the end of $STATE/build.log:"; tail -n 30 "$STATE/build.log"; return 1
  fi
  # The image this tag named before, now untagged, goes (it is built from scratch: nothing uses it).
  if [ -n "$previous" ] && [ "$previous" != "$(podman image inspect --format '{{.Id}}' "$TAG")" ]; then
    podman rmi "$previous" >/dev/null 2>&1 || true
  fi
  local bytes; bytes="$(podman image inspect --format '{{.Size}}' "$TAG")" || return 1
  IMAGE_MB="$(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1000000 }')"
  say "image $TAG: $IMAGE_MB MB ($bytes bytes)"
}

# ------------------------------------------------------------------------------- 4. checks
image_size_within_target() {
  awk -v mb="$IMAGE_MB" -v max="$MAX_IMAGE_MB" 'BEGIN { exit !(mb + 0 <= max + 0) }' \
    || { say "$IMAGE_MB MB is over $MAX_IMAGE_MB MB"; return 1; }
}

# The image's files: no shell, no package manager, no TLS library or CA bundle.
image_contents_minimal() {
  local name="$RUN_ID-files" list bad
  STARTED+=("$name")
  podman create --name "$name" --no-healthcheck "$TAG" >/dev/null || return 1
  list="$(podman export "$name" | tar -t)" || return 1
  podman rm "$name" >/dev/null
  say "$(echo "$list" | grep -vc '/$') files: $(echo "$list" | grep -v '/$' | tr '\n' ' ')"
  bad="$(echo "$list" | grep -E '(^|/)(sh|bash|dash|busybox|apt|apt-get|dpkg)$|lib(ssl|crypto|gnutls|curl)\.|(^|/)etc/ssl/' || true)"
  [ -z "$bad" ] || { say "unexpected in the image: $bad"; return 1; }
}

no_shell() {
  local name="$RUN_ID-sh" entry
  for entry in sh /bin/sh bash; do
    STARTED+=("$name")
    if podman run --rm --name "$name" --no-healthcheck --entrypoint "$entry" "$TAG" -c true \
         >/dev/null 2>&1; then
      say "podman run --entrypoint $entry succeeded"; return 1
    fi
    podman rm --force --time 0 "$name" >/dev/null 2>&1
  done
}

MAIN="$RUN_ID-main"
PORT=""
BASE=""
COLD_START_MS=""
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

start_main() {
  local started; started="$(now_ms)"
  STARTED+=("$MAIN")
  # podman logs errors about health-check timers (there is no systemd here to run them): they
  # go to a file, shown only if the start fails. `podman healthcheck run` below runs the check.
  podman run -d --name "$MAIN" --read-only --cap-drop=ALL --security-opt no-new-privileges \
    -p 127.0.0.1::8080 "$TAG" >/dev/null 2>"$STATE/podman-run.log" \
    || { cat "$STATE/podman-run.log"; return 1; }
  PORT="$(podman port "$MAIN" 8080/tcp | head -n 1)"; PORT="${PORT##*:}"
  [ -n "$PORT" ] || { say "no published port"; return 1; }
  BASE="http://127.0.0.1:$PORT"
  local deadline=$(( started + 30000 ))
  until [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 1 "$BASE/readyz")" = 200 ]; do
    [ "$(now_ms)" -lt "$deadline" ] || { say "/readyz not 200 within 30 s"; podman logs "$MAIN" | tail -n 5; return 1; }
    if [ "$(podman inspect --format '{{.State.Running}}' "$MAIN")" != true ]; then
      say "the container exited:"; podman logs "$MAIN" | tail -n 5; return 1
    fi
    sleep 0.02
  done
  COLD_START_MS=$(( $(now_ms) - started ))
  say "listening on $BASE; cold start (podman run to /readyz 200): $COLD_START_MS ms"
}

status_is() {  # status_is PATH CODE
  local got; got="$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$BASE$1")"
  [ "$got" = "$2" ] || { say "GET $1: $got, expected $2"; return 1; }
}

# /v1/version names the engine version the pinned fixture answers carry.
version_document() {
  curl -sf --max-time 5 "$BASE/v1/version" | python3 -c '
import json, sys, glob
served = json.load(sys.stdin)["engine"]["version"]
pinned = {json.load(open(f))["engine"]["version"] for f in glob.glob("Tests/Fixtures/responses/seed*.json")}
print("engine", served, "pinned", sorted(pinned))
sys.exit(0 if pinned == {served} else 1)'
}

openapi_byte_for_byte() {
  curl -sf --max-time 5 "$BASE/openapi.yaml" | cmp - openapi.yaml
}

# Every fixture scenario's `scenario` member (keys sorted, as ResponseBytesTests sends it) is
# answered through the container's port with exactly Tests/Fixtures/responses/<same name>.json.
fixtures_byte_for_byte() {
  python3 - "$PORT" <<'PY'
import glob, http.client, json, os, sys
port = int(sys.argv[1])
names = sorted(glob.glob("Tests/Fixtures/scenarios/*.json"))
bad = 0
for path in names:
    name = os.path.basename(path)
    body = json.dumps(json.load(open(path))["scenario"], sort_keys=True).encode()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=15)
    conn.request("POST", "/v1/simulate", body, {"Content-Type": "application/json"})
    response = conn.getresponse()
    got = response.read()
    conn.close()
    pinned = open(f"Tests/Fixtures/responses/{name}", "rb").read()
    if response.status != 200 or got != pinned:
        bad += 1
        print(f"{name}: status {response.status}, {len(got)} bytes, pinned {len(pinned)} bytes")
print(f"{len(names) - bad} of {len(names)} scenarios byte for byte")
sys.exit(1 if bad or not names else 0)
PY
}

# `app.infoPlist` sent as plist XML text (the service's own XML reader, no Foundation in the image)
# answers what its JSON form answers: each fixture scenario whose infoPlist is an object is sent
# with that object written as an XML plist and must get its pinned response byte for byte; a
# plist with a mismatched tag gets 422 at /app/infoPlist with its line.
plist_text_in_the_image() {
  python3 - "$PORT" <<'PY'
import glob, http.client, json, os, sys
from xml.sax.saxutils import escape
port = int(sys.argv[1])
def plist_value(value):
    if isinstance(value, bool): return "<true/>" if value else "<false/>"
    if isinstance(value, str): return f"<string>{escape(value)}</string>"
    if isinstance(value, list): return "<array>" + "".join(plist_value(v) for v in value) + "</array>"
    raise ValueError(value)
def plist(obj):
    body = "".join(f"\n\t<key>{escape(k)}</key>\n\t{plist_value(v)}" for k, v in obj.items())
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
            '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>' + body + "\n</dict>\n</plist>\n")
def post(scenario):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=15)
    conn.request("POST", "/v1/simulate", json.dumps(scenario, sort_keys=True).encode(),
                 {"Content-Type": "application/json"})
    response = conn.getresponse()
    got = response.read()
    conn.close()
    return response.status, got
sent = bad = 0
for path in sorted(glob.glob("Tests/Fixtures/scenarios/*.json")):
    scenario = json.load(open(path))["scenario"]
    info = scenario.get("app", {}).get("infoPlist")
    if not isinstance(info, dict): continue
    scenario["app"]["infoPlist"] = plist(info)
    status, got = post(scenario)
    sent += 1
    if status != 200 or got != open("Tests/Fixtures/responses/" + os.path.basename(path), "rb").read():
        bad += 1
        print(f"{os.path.basename(path)}: status {status}, {len(got)} bytes")
    if sent == 1:
        scenario["app"]["infoPlist"] = plist(info).replace("</dict>", "</dic>")
        status, got = post(scenario)
        problem = json.loads(got) if got.startswith(b"{") else {}
        pointers = [e.get("pointer") for e in problem.get("errors", [])]
        if status != 422 or pointers != ["/app/infoPlist"]:
            bad += 1
            print(f"broken plist: status {status}, pointers {pointers}")
print(f"{sent - bad} of {sent} scenarios with plist text byte for byte; a broken plist is 422")
sys.exit(1 if bad or not sent else 0)
PY
}

main_pid() { podman inspect --format '{{.State.Pid}}' "$MAIN"; }

not_root() {
  local uid; uid="$(awk '/^Uid:/ { print $2 }' "/proc/$(main_pid)/status")"
  say "uid $uid"; [ -n "$uid" ] && [ "$uid" != 0 ]
}

read_only_no_capabilities() {
  local ro drop eff
  ro="$(podman inspect --format '{{.HostConfig.ReadonlyRootfs}}' "$MAIN")"
  drop="$(podman inspect --format '{{.HostConfig.CapDrop}}' "$MAIN")"
  eff="$(awk '/^CapEff:/ { print $2 }' "/proc/$(main_pid)/status")"
  say "read-only $ro, cap-drop $drop, CapEff $eff"
  [ "$ro" = true ] && [ "$eff" = 0000000000000000 ]
}

healthy() {
  podman healthcheck run "$MAIN" || return 1
  local status; status="$(podman inspect --format '{{.State.Health.Status}}' "$MAIN")"
  say "health status $status"; [ "$status" = healthy ]
}

# The probe can fail: asked on a port nothing listens on, it exits 1 with one line on stderr.
healthcheck_fails_closed() {
  local err rc
  err="$(podman exec "$MAIN" /usr/local/bin/autorotated healthcheck --port 9 2>&1 >/dev/null)"; rc=$?
  say "exit $rc: $err"
  [ "$rc" = 1 ] && [ "$(printf '%s\n' "$err" | wc -l)" = 1 ]
}

# SIGTERM while requests are in flight: each connection has sent its headers with
# `Expect: 100-continue` and received `100 Continue` (so the server holds a request mid-flight);
# then SIGTERM; once new connections are refused (the drain began) the bodies follow, and every
# answer must be the pinned bytes; the container must exit 0.
sigterm_drains() {
  python3 - "$PORT" "$MAIN" <<'PY' || return 1
import glob, json, os, socket, subprocess, sys, time
port, name = int(sys.argv[1]), sys.argv[2]
paths = sorted(glob.glob("Tests/Fixtures/scenarios/*.json"))[:6]
conns = []
for path in paths:
    body = json.dumps(json.load(open(path))["scenario"], sort_keys=True).encode()
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    s.sendall(b"POST /v1/simulate HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
              b"Expect: 100-continue\r\nContent-Length: %d\r\n\r\n" % len(body))
    interim = b""
    while not interim.endswith(b"\r\n\r\n"):
        chunk = s.recv(1)
        if not chunk: sys.exit(f"{path}: closed before 100 Continue")
        interim += chunk
    if not interim.startswith(b"HTTP/1.1 100"): sys.exit(f"{path}: {interim!r}")
    conns.append((path, s, body))
subprocess.run(["podman", "kill", "--signal", "TERM", name], check=True, stdout=subprocess.DEVNULL)
deadline = time.monotonic() + 10
while True:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    except OSError:
        break
    if time.monotonic() > deadline: sys.exit("still accepting 10 s after SIGTERM")
    time.sleep(0.02)
bad = 0
for path, s, body in conns:
    s.sendall(body)
    data = b""
    while True:
        chunk = s.recv(65536)
        if not chunk: break
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    pinned = open("Tests/Fixtures/responses/" + os.path.basename(path), "rb").read()
    if not head.startswith(b"HTTP/1.1 200") or rest != pinned:
        bad += 1
        print(f"{os.path.basename(path)}: {head.splitlines()[:1]} {len(rest)} bytes, pinned {len(pinned)}")
print(f"{len(conns) - bad} of {len(conns)} in-flight requests answered in full after SIGTERM")
sys.exit(1 if bad else 0)
PY
  local code; code="$(timeout 30 podman wait "$MAIN")" || { say "did not exit within 30 s"; return 1; }
  say "exit status $code"; [ "$code" = 0 ]
}

logs_are_json_lines() {
  podman logs "$MAIN" 2>&1 | python3 -c '
import json, sys
lines = [l for l in sys.stdin.read().splitlines() if l.strip()]
bad = []
for line in lines:
    try:
        if not isinstance(json.loads(line), dict): bad.append(line)
    except ValueError:
        bad.append(line)
print(f"{len(lines)} lines, {len(bad)} not a JSON object", *bad[:3], sep="\n  ")
sys.exit(1 if bad or not lines else 0)'
}

# A container limited to one CPU (`--cpus=1`, a CFS quota of one CPU's time) starts one worker,
# however many cores the host has: its startup line says `"workers":1` (issue 41).
one_cpu_one_worker() {
  local name="$RUN_ID-one-cpu" line="" logs deadline
  STARTED+=("$name")
  podman run -d --name "$name" --read-only --cap-drop=ALL --no-healthcheck --cpus=1 "$TAG" \
    >/dev/null 2>"$STATE/podman-run-one-cpu.log" || { cat "$STATE/podman-run-one-cpu.log"; return 1; }
  deadline=$(( $(now_ms) + 30000 ))
  # The log is read whole before grep stops early, so no writer dies of SIGPIPE under pipefail.
  until logs="$(podman logs "$name" 2>&1)" && line="$(grep -m 1 '"msg":"listening"' <<<"$logs")"; do
    [ "$(now_ms)" -lt "$deadline" ] || { say "no startup line within 30 s"; podman logs "$name" | tail -n 5; return 1; }
    sleep 0.05
  done
  podman rm --force --time 0 "$name" >/dev/null
  say "$line"
  printf '%s\n' "$line" | python3 -c 'import json, sys; sys.exit(0 if json.load(sys.stdin).get("workers") == 1 else 1)'
}

# START_RUNS fresh containers, each timed from `podman run` to the first /readyz 200 (polled
# every 20 ms with curl once `podman run -d` and `podman port` have returned).
time_cold_starts() {
  local i name started port total=()
  for i in $(seq 1 "$START_RUNS"); do
    name="$RUN_ID-start$i"
    STARTED+=("$name")
    started="$(date +%s%N)"
    podman run -d --name "$name" --read-only --cap-drop=ALL --no-healthcheck \
      -p 127.0.0.1::8080 "$TAG" >/dev/null || return 1
    port="$(podman port "$name" 8080/tcp | head -n 1)"; port="${port##*:}"
    until [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 1 "http://127.0.0.1:$port/readyz")" = 200 ]; do
      [ $(( $(date +%s%N) - started )) -lt 30000000000 ] || return 1
      sleep 0.02
    done
    total+=($(( ($(date +%s%N) - started) / 1000000 )))
    podman rm --force --time 0 "$name" >/dev/null
  done
  say "podman run to /readyz 200 (ms): ${total[*]}; median $(printf '%s\n' "${total[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')"
}

clean() {
  export CONTAINERS_CONF="$STATE/containers.conf"
  [ -f "$CONTAINERS_CONF" ] || unset CONTAINERS_CONF
  podman rmi --force "$TAG" >/dev/null 2>&1 || true
  podman images --quiet --filter "label=$STANDIN_LABEL" | sort -u | xargs -r podman rmi --force >/dev/null 2>&1
  rm -rf "$STATE"
  say "removed $TAG, the stand-in images and their build cache, $STATE"
}

# ------------------------------------------------------------------------------- the run
if [ "${1:-}" = --clean ]; then trap - EXIT; clean; exit 0; fi
[ $# -eq 0 ] || { say "usage: scripts/container-test.sh [--clean]"; exit 2; }
setup "install podman, debootstrap, curl, python3 when missing" install_tools
setup "containers.conf under .build/container" write_containers_conf
setup "base images (pull, else Debian stand-ins)" base_images
setup "podman build --format docker" build_image
check "image size <= $MAX_IMAGE_MB MB ($IMAGE_MB MB)" image_size_within_target
check "image holds no shell, package manager or TLS library" image_contents_minimal
check "podman run --entrypoint sh fails (no shell)" no_shell
setup "run --read-only --cap-drop=ALL, /readyz 200" start_main
check "GET /livez 200" status_is /livez 200
check "GET /readyz 200" status_is /readyz 200
check "GET /v1/version: the pinned fixtures' engine version" version_document
check "GET /openapi.yaml byte for byte" openapi_byte_for_byte
check "fixture simulations byte for byte through the port" fixtures_byte_for_byte
check "app.infoPlist as plist XML text: same answers, 422 when broken" plist_text_in_the_image
check "process uid is not 0" not_root
check "read-only root, no capabilities" read_only_no_capabilities
check "podman healthcheck run: healthy" healthy
check "autorotated healthcheck fails on a closed port" healthcheck_fails_closed
check "SIGTERM with requests in flight: all answered, exit 0" sigterm_drains
check "logs are JSON lines" logs_are_json_lines
check "podman run --cpus=1: one worker" one_cpu_one_worker
say "image $TAG: $IMAGE_MB MB; cold start $COLD_START_MS ms"
[ "${START_RUNS:-0}" -eq 0 ] || check "$START_RUNS more cold starts timed" time_cold_starts
summary
[ "$failed" -eq 0 ]
