#!/usr/bin/env python3
"""Soak (issue 8 §5): mixed traffic against one autorotated for a long time, RSS every 30 s.

    scripts/soak.py path/to/autorotated [--seconds 600] [--warmup 60] [--interval 30]

Traffic, all on loopback (4 of wrk's 20 request kinds are errors by design: malformed, invalid,
404, and the readiness probe is a 200; a 5xx is never expected and is counted):
  * wrk (2 threads, 16 keep-alive connections) cycling through every golden scenario, a gzip-encoded
    scenario, a batch of scenarios (NDJSON, streamed), malformed JSON, an invalid scenario, a 404,
    /metrics and /readyz;
  * a Python thread of churn: a new connection per request, resets mid-request and mid-response,
    half-closed sockets, oversized declared bodies and pipelined bursts.

Growth is measured from the first sample after the warm-up (default: a third of the run) to the
last sample, as a percentage of that sample; VmRSS must grow at most --max-growth (5 %). RssAnon
(what the process allocated) is printed beside it. In the first minutes RSS rises in one or two
steps of 1.5-2 MiB at a time that varies from run to run (code pages of the static binary faulting
in as traffic first reaches a path; the main heap's high-water mark after a burst of pipelined
simulations) and is flat afterwards: a leak is what keeps growing through the rest of the run.
Exits 1 on too much growth, on any 5xx, or when the process died.
"""

import argparse
import glob
import gzip
import json
import os
import re
import random
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def memory_kib(pid):
    """(VmRSS, RssAnon) in KiB. RssAnon is the memory the process allocated (heap, arenas,
    stacks); the rest of VmRSS is mostly the 5 MB static binary's code, paged in as traffic first
    reaches each code path, which the kernel may drop at any time."""
    values = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            key, _, rest = line.partition(":")
            if key in ("VmRSS", "RssAnon"):
                values[key] = int(rest.split()[0])
    return values["VmRSS"], values["RssAnon"]


def lua_string(data: bytes) -> str:
    return '"' + "".join(f"\\{b:03d}" for b in data) + '"'


def scenarios():
    out = []
    for path in sorted(glob.glob(os.path.join(ROOT, "Tests/Fixtures/scenarios/*.json"))):
        with open(path) as f:
            out.append(json.dumps(json.load(f)["scenario"], separators=(",", ":")).encode())
    return out


def wrk_script(bodies):
    requests = []
    for body in bodies:
        requests.append(("POST", "/v1/simulate", {"Content-Type": "application/json"}, body))
    requests.append(("POST", "/v1/simulate", {"Content-Type": "application/json", "Content-Encoding": "gzip"},
                     gzip.compress(bodies[0])))
    requests.append(("POST", "/v1/simulate/batch", {"Content-Type": "application/x-ndjson"},
                     b"\n".join(bodies) + b"\n"))
    requests.append(("POST", "/v1/simulate", {"Content-Type": "application/json"}, b'{"device": [1, 2'))
    requests.append(("POST", "/v1/simulate", {"Content-Type": "application/json"},
                     b'{"device":{"os":"6.1"},"viewControllers":{},"window":{"rootViewController":"nope"}}'))
    requests.append(("GET", "/nowhere", {}, b""))
    requests.append(("GET", "/metrics", {}, b""))
    requests.append(("GET", "/readyz", {}, b""))
    # Built in init(): wrk sets the Host header only once the script has loaded.
    lines = ["local requests = {}", "local threads = {}", "local i = 0", "server_errors = 0",
             "function setup(thread) table.insert(threads, thread) end", "function init(args)"]
    for method, path, headers, body in requests:
        header_table = "{" + ", ".join(f'["{k}"] = "{v}"' for k, v in headers.items()) + "}"
        lines.append(f'  table.insert(requests, wrk.format("{method}", "{path}", {header_table}, '
                     f'{lua_string(body) if body else "nil"}))')
    lines.append("end")
    lines.append("function request() i = i + 1; return requests[(i % #requests) + 1] end")
    lines.append("function response(status, headers, body) if status >= 500 then server_errors = server_errors + 1 end end")
    lines.append("function done(summary, latency, requests)")
    lines.append("  local total = 0")
    lines.append("  for _, thread in ipairs(threads) do total = total + thread:get('server_errors') end")
    lines.append("  io.write(string.format('5xx responses: %d\\n', total))")
    lines.append("end")
    return "\n".join(lines) + "\n"


def churn(port, stop, counts, body):
    request = (b"POST /v1/simulate HTTP/1.1\r\nHost: s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n"
               % len(body) + body)
    linger0 = struct.pack("ii", 1, 0)
    rng = random.Random(8)
    while not stop.is_set():
        kind = rng.randrange(6)
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            if kind == 0:  # one request, Connection: close
                s.sendall(request.replace(b"Host: s\r\n", b"Host: s\r\nConnection: close\r\n"))
                while s.recv(65536):
                    pass
            elif kind == 1:  # reset mid-request
                s.sendall(request[: len(request) // 2])
                s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, linger0)
            elif kind == 2:  # reset mid-response
                s.sendall(request * 20)
                s.recv(100)
                s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, linger0)
            elif kind == 3:  # half-close after the request
                s.sendall(request)
                s.shutdown(socket.SHUT_WR)
                while s.recv(65536):
                    pass
            elif kind == 4:  # a declared body far over the limit
                s.sendall(b"POST /v1/simulate HTTP/1.1\r\nHost: s\r\nContent-Type: application/json\r\n"
                          b"Content-Length: 104857600\r\n\r\n")
                s.recv(65536)
            else:  # a pipelined burst
                s.sendall(b"GET /livez HTTP/1.1\r\nHost: s\r\n\r\n" * 50 + b"GET /livez HTTP/1.1\r\nHost: s\r\nConnection: close\r\n\r\n")
                while s.recv(65536):
                    pass
            s.close()
            counts[kind] += 1
        except OSError:
            counts[6] += 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--seconds", type=int, default=600)
    parser.add_argument("--warmup", type=int, default=None,
                        help="seconds before the reference sample (default: a third of --seconds)")
    parser.add_argument("--interval", type=int, default=30)
    parser.add_argument("--max-growth", type=float, default=5.0)
    args = parser.parse_args()
    if args.warmup is None:
        args.warmup = args.seconds // 3

    work = tempfile.mkdtemp(prefix="autorotate-soak-")
    port_file = os.path.join(work, "port")
    server = subprocess.Popen([args.binary, "--host", "127.0.0.1", "--port", "0", "--port-file", port_file,
                               "--log-level", "warning"], stdout=subprocess.DEVNULL,
                              stderr=open(os.path.join(work, "server.log"), "wb"))
    try:
        deadline = time.time() + 10
        while not os.path.exists(port_file):
            if time.time() > deadline or server.poll() is not None:
                raise RuntimeError("autorotated did not start")
            time.sleep(0.05)
        port = int(open(port_file).read())
        bodies = scenarios()
        with open(os.path.join(work, "mixed.lua"), "w") as f:
            f.write(wrk_script(bodies))
        wrk = subprocess.Popen(["wrk", "-t2", "-c16", f"-d{args.seconds}s", "--timeout", "10s", "-s",
                                os.path.join(work, "mixed.lua"), f"http://127.0.0.1:{port}"],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        stop = threading.Event()
        counts = [0] * 7
        thread = threading.Thread(target=churn, args=(port, stop, counts, bodies[0]), daemon=True)
        thread.start()
        start = time.time()
        samples = []
        print(f"soak: {args.seconds} s of mixed traffic, warm-up {args.warmup} s, RSS every {args.interval} s",
              flush=True)
        while time.time() - start < args.seconds:
            time.sleep(min(args.interval, max(0.0, args.seconds - (time.time() - start))))
            if server.poll() is not None:
                print("soak: autorotated DIED", flush=True)
                return 1
            elapsed = time.time() - start
            rss, anon = memory_kib(server.pid)
            samples.append((elapsed, rss, anon))
            print(f"soak: t={elapsed:6.0f}s  RSS {rss / 1024:7.1f} MiB  (anonymous {anon / 1024:6.1f} MiB)", flush=True)
        stop.set()
        output = wrk.communicate(timeout=60)[0]
        thread.join(timeout=10)
        after_warmup = [s for s in samples if s[0] >= args.warmup] or samples
        reference, reference_anon = after_warmup[0][1], after_warmup[0][2]
        final, final_anon = samples[-1][1], samples[-1][2]
        peak = max(s[1] for s in after_warmup)
        growth = 100.0 * (final - reference) / reference
        anon_growth = 100.0 * (final_anon - reference_anon) / reference_anon
        summary = [l.strip() for l in output.splitlines() if "requests in" in l or "Requests/sec" in l or "Non-2xx" in l or "Socket errors" in l or "5xx" in l]
        print("soak: wrk: " + "; ".join(summary))
        print(f"soak: churn connections: {sum(counts[:6])} ({counts[6]} refused or failed)")
        print(f"soak: RSS after warm-up {reference / 1024:.1f} MiB, final {final / 1024:.1f} MiB, "
              f"peak {peak / 1024:.1f} MiB: growth {growth:+.1f}% (limit {args.max_growth}%)")
        print(f"soak: anonymous memory after warm-up {reference_anon / 1024:.1f} MiB, final "
              f"{final_anon / 1024:.1f} MiB: growth {anon_growth:+.1f}%")
        first = samples[0]
        print(f"soak: from the first sample (t={first[0]:.0f}s): RSS {first[1] / 1024:.1f} → {final / 1024:.1f} MiB, "
              f"anonymous {first[2] / 1024:.1f} → {final_anon / 1024:.1f} MiB")
        server_errors = int(m.group(1)) if (m := re.search(r"5xx responses: (\d+)", output)) else 0
        if server.poll() is not None or growth > args.max_growth or server_errors:
            print("soak: FAILED")
            return 1
        print("soak: passed")
        return 0
    finally:
        if server.poll() is None:
            server.terminate()
            server.wait(timeout=60)
            # 0 after a clean drain; an ASan build's LeakSanitizer would exit 23 on a leak.
            print(f"soak: autorotated exited with status {server.returncode} after SIGTERM")


if __name__ == "__main__":
    sys.exit(main())
