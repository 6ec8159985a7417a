#!/usr/bin/env python3
"""Zero-loss restarts (issue 8 §4): 3 autorotated replicas behind nginx on loopback, load from wrk,
SIGTERM to one replica at a time while the load runs, the replica restarted once it has exited.
Counts what the client saw: non-2xx responses and socket errors (connect, read, write, timeout).
The figure must be 0; the script exits 1 otherwise.

    scripts/restart-test.py path/to/autorotated [--seconds 16] [--restarts 2]

nginx is configured in a temporary directory (loopback only, its own pid, logs and temp paths):
upstream keep-alive, proxy_next_upstream error/timeout/502/503 with non_idempotent (POST
/v1/simulate is a pure function of its body, so a retry is safe) and max_fails=1 fail_timeout=1s,
so a replica that stopped accepting leaves the rotation after its first refused connection.
No reload of nginx and no health-check module: a replica that received SIGTERM turns /readyz to 503,
stops accepting (nginx's next connect is refused and retried elsewhere, and the replica leaves the
rotation for fail_timeout), answers its in-flight requests with `Connection: close`, closes its idle
keep-alive connections (nginx retries a request that meets one), and exits 0. In Kubernetes the
preStop sleep of deploy/ gives the readiness probe its window before SIGTERM.

Requires nginx and wrk (Debian packages; `make restart-test` installs them when missing).
"""

import argparse
import json
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

SCENARIO = json.dumps(
    {
        "device": {"os": "6.1"},
        "viewControllers": {"root": {"supportedInterfaceOrientations": "UIInterfaceOrientationMaskAll"}},
        "window": {"rootViewController": "root"},
        "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}],
    },
    separators=(",", ":"),
)

WRK_SCRIPT = """
wrk.method = "POST"
wrk.path = "/v1/simulate"
wrk.headers["Content-Type"] = "application/json"
wrk.body = [[%s]]
local statuses = {}
function response(status, headers, body)
  if status < 200 or status > 299 then
    io.stderr:write("non-2xx " .. status .. "\\n")
  end
end
""" % SCENARIO


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def http_status(port, path, timeout=0.5):
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=timeout) as r:
            return r.status
    except urllib.error.HTTPError as e:
        return e.code
    except Exception:
        return None


class Replica:
    def __init__(self, binary, port, log_dir, index, extra):
        self.binary, self.port, self.index, self.extra = binary, port, index, extra
        self.log = open(os.path.join(log_dir, f"replica{index}.log"), "ab")
        self.process = None

    def start(self):
        self.process = subprocess.Popen(
            [self.binary, "--host", "127.0.0.1", "--port", str(self.port), "--log-level", "warning"] + self.extra,
            stdout=self.log,
            stderr=self.log,
        )
        deadline = time.time() + 10
        while time.time() < deadline:
            if http_status(self.port, "/readyz") == 200:
                return
            time.sleep(0.05)
        raise RuntimeError(f"replica {self.index} did not become ready")

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()


def nginx_config(directory, listen_port, replica_ports):
    servers = "\n".join(f"        server 127.0.0.1:{p} max_fails=1 fail_timeout=1s;" for p in replica_ports)
    user = "user root;\n" if os.geteuid() == 0 else ""
    return f"""{user}worker_processes 1;
daemon off;
pid {directory}/nginx.pid;
error_log {directory}/error.log warn;
events {{ worker_connections 4096; }}
http {{
    access_log off;
    client_body_temp_path {directory}/body;
    proxy_temp_path {directory}/proxy;
    fastcgi_temp_path {directory}/fastcgi;
    uwsgi_temp_path {directory}/uwsgi;
    scgi_temp_path {directory}/scgi;
    keepalive_requests 1000000;
    upstream autorotate {{
{servers}
        keepalive 64;
    }}
    server {{
        listen 127.0.0.1:{listen_port};
        location / {{
            proxy_pass http://autorotate;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_next_upstream error timeout http_502 http_503 non_idempotent;
            proxy_next_upstream_tries 3;
            proxy_connect_timeout 1s;
            proxy_read_timeout 10s;
        }}
    }}
}}
"""


def parse_wrk(output):
    requests = int(re.search(r"(\d+) requests in", output).group(1))
    non2xx = int(m.group(1)) if (m := re.search(r"Non-2xx or 3xx responses: (\d+)", output)) else 0
    errors = 0
    if m := re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output):
        errors = sum(int(x) for x in m.groups())
    return requests, non2xx, errors


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--seconds", type=int, default=16)
    parser.add_argument("--restarts", type=int, default=2)
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="autorotate-restart-")
    ports = [free_port() for _ in range(3)]
    extra = ["--drain-timeout", "5", "--workers", "1"]
    replicas = [Replica(os.path.abspath(args.binary), p, work, i, extra) for i, p in enumerate(ports)]
    listen = free_port()
    with open(os.path.join(work, "nginx.conf"), "w") as f:
        f.write(nginx_config(work, listen, ports))
    with open(os.path.join(work, "load.lua"), "w") as f:
        f.write(WRK_SCRIPT)
    nginx = None
    try:
        for r in replicas:
            r.start()
        nginx = subprocess.Popen(["nginx", "-c", os.path.join(work, "nginx.conf"), "-p", work],
                                 stdout=subprocess.DEVNULL, stderr=open(os.path.join(work, "nginx.out"), "wb"))
        deadline = time.time() + 5
        while http_status(listen, "/readyz") != 200:
            if time.time() > deadline or nginx.poll() is not None:
                raise RuntimeError("nginx did not start: " + open(os.path.join(work, "nginx.out")).read())
            time.sleep(0.05)

        wrk = subprocess.Popen(
            ["wrk", "-t2", "-c16", f"-d{args.seconds}s", "--timeout", "5s", "-s", os.path.join(work, "load.lua"),
             f"http://127.0.0.1:{listen}"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        events = []
        start = time.time()
        interval = args.seconds / (args.restarts + 1)
        for n in range(args.restarts):
            time.sleep(max(0, start + interval * (n + 1) - 2 - time.time()))
            victim = replicas[n % len(replicas)]
            t0 = time.time()
            victim.process.send_signal(signal.SIGTERM)
            code = victim.process.wait(timeout=15)
            exited = time.time() - t0
            victim.start()
            events.append(f"replica {victim.index}: SIGTERM at {t0 - start:.1f}s, exit {code} after {exited:.2f}s, "
                          f"ready again after {time.time() - t0:.2f}s")
        out, err = wrk.communicate(timeout=args.seconds + 30)
        requests, non2xx, errors = parse_wrk(out)
        for line in events:
            print("restart-test:", line)
        statuses = sorted(set(l for l in err.splitlines() if l.startswith("non-2xx")))
        log = open(os.path.join(work, "error.log")).read()
        retried = len(re.findall(r"while connecting to upstream|prematurely closed|while reading response header", log))
        print(f"restart-test: nginx retried {retried} upstream attempts on another replica")
        print(f"restart-test: {requests} requests through nginx to 3 replicas, {args.restarts} SIGTERM restarts "
              f"under load: {non2xx} non-2xx, {errors} connection errors{' ' + str(statuses) if statuses else ''}")
        bad_exits = [e for e in events if "exit 0 " not in e]
        if non2xx or errors or bad_exits:
            print(out)
            print("restart-test: FAILED (logs in %s)" % work)
            return 1
        print("restart-test: 0 requests lost")
        return 0
    finally:
        if nginx and nginx.poll() is None:
            nginx.send_signal(signal.SIGQUIT)
            try:
                nginx.wait(timeout=5)
            except subprocess.TimeoutExpired:
                nginx.kill()
        for r in replicas:
            r.stop()


if __name__ == "__main__":
    sys.exit(main())
