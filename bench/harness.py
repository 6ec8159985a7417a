#!/usr/bin/env python3
"""The load benchmark of issue 7: autorotated beside nginx on this machine, one run, as ratios.

Started by bench/run.sh (which installs wrk and nginx and builds release); writes bench/RESULTS.md.

    bench/harness.py --binary PATH --engine-bench PATH [--rounds 3] [--duration 5] [--out FILE]
    bench/harness.py --binary PATH --engine-bench PATH --only lint,batch   # those rows again, merged

Every server it starts (nginx, autorotated, the idle-connection crowd) is stopped by its PID in a
`finally`, also on Ctrl-C or an error. Load goes to 127.0.0.1 only and every run is bounded by
wrk's -d. Rounds alternate nginx / autorotated so drift on this shared machine hits both alike.

With 4 or more usable CPUs (and taskset) the run is in split mode (bench/cores.py): the servers
under test on one half of the CPUs, each with as many workers as it has cores, wrk on the other
half, and the server rows again at 1, 2, 4 and 8 server cores where they fit. With fewer, every
process shares every core (shared mode). RESULTS.md says which mode the run was in.
"""

import argparse
import gzip
import json
import os
import platform
import re
import resource
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from http.client import HTTPConnection

from cores import core_plan, cpu_list

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LUA = os.path.join(HERE, "lua")
SEED = os.path.join(ROOT, "Tests/Fixtures/scenarios/seed000-force-landscape-tabbar.json")
WRK_THREADS = 2
WRK_CONNECTIONS = 32
SLOWLORIS = 1_000
CROWD = 10_000

started = []  # every process we started, for the finally
# Where the servers under test and wrk run (bench/cores.py), set by run(): "server" and "load" are
# the taskset prefixes (empty when every process shares every core, as on two cores).
PINS = {"server": [], "load": []}


def pin(cpus):
    """The `taskset -c LIST` prefix that runs a command on `cpus`."""
    return ["taskset", "-c", cpu_list(cpus)]


def log(message):
    print(f"[bench] {message}", file=sys.stderr, flush=True)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def http(port, method, path, body=b"", headers=None, timeout=5.0):
    """One HTTP/1.1 request on a fresh connection: (status, headers dict, body bytes)."""
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1", "Connection: close"]
    for name, value in (headers or {}).items():
        lines.append(f"{name}: {value}")
    if body or method == "POST":
        lines.append(f"Content-Length: {len(body)}")
    request = ("\r\n".join(lines) + "\r\n\r\n").encode() + body
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as conn:
        conn.sendall(request)
        chunks = []  # joined once: the batch answer is ~19 MB
        while True:
            chunk = conn.recv(1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
        data = b"".join(chunks)
    head, _, payload = data.partition(b"\r\n\r\n")
    status_line, *header_lines = head.decode("latin-1").split("\r\n")
    parsed = {}
    for line in header_lines:
        name, _, value = line.partition(":")
        parsed[name.strip().lower()] = value.strip()
    return int(status_line.split()[1]), parsed, payload


def wait_ready(port, path, deadline_seconds=20.0):
    deadline = time.monotonic() + deadline_seconds
    while time.monotonic() < deadline:
        try:
            if http(port, "GET", path, timeout=1.0)[0] == 200:
                return True
        except OSError:
            pass
        time.sleep(0.002)
    return False


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def stop(process, sig=signal.SIGTERM, grace=10.0):
    if process.poll() is not None:
        return
    process.send_signal(sig)
    try:
        process.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


class Wrk:
    """Runs wrk with one of bench/lua's scripts and parses the BENCH line report.lua prints."""

    def __init__(self, duration, threads=WRK_THREADS, prefix=()):
        self.duration = duration
        self.threads = threads
        self.prefix = list(prefix)
        self.commands = {}

    def run(self, label, url, script, env=None, connections=WRK_CONNECTIONS, duration=None,
            threads=None, prefix=None, timeout=None):
        duration = duration or self.duration
        # wrk refuses fewer connections than threads (the batch rows use four connections).
        threads = min(threads or self.threads, connections)
        prefix = self.prefix if prefix is None else prefix
        command = [*prefix,
            "wrk", f"-t{threads}", f"-c{connections}", f"-d{duration}s",
            *([f"--timeout={timeout}s"] if timeout else []),
            "-s", os.path.join(LUA, script), url,
        ]
        full_env = dict(os.environ, BENCH_LUA_DIR=LUA, **(env or {}))
        shown_env = " ".join(f"{k}={v}" for k, v in sorted((env or {}).items()))
        shown = (shown_env + " " if shown_env else "") + " ".join(command)
        shown = shown.replace(ROOT + "/", "").replace(HERE + "/", "bench/")
        shown = re.sub(r"/tmp/autorotate-bench-[^/]+", "TMP", shown)
        shown = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:PORT", shown)
        self.commands.setdefault(label, shown)
        output = subprocess.run(
            command, env=full_env, capture_output=True, text=True, timeout=duration + (timeout or 0) + 30
        ).stdout
        match = re.search(r"^BENCH (.*)$", output, re.M)
        if not match:
            raise RuntimeError(f"wrk printed no summary for {label}:\n{output}")
        result = {k: float(v) for k, v in (pair.split("=") for pair in match.group(1).split())}
        if result["non2xx"] or result["socket_errors"]:
            log(f"warning: {label}: {int(result['non2xx'])} non-2xx, {int(result['socket_errors'])} socket errors")
        return result


NGINX_CONF = """\
worker_processes {workers};
daemon off;
pid {tmp}/nginx-{port}.pid;
error_log {tmp}/nginx-error-{port}.log warn;
events {{ worker_connections 4096; }}
http {{
    access_log off;
    client_body_temp_path {tmp}/client_body;
    proxy_temp_path {tmp}/proxy;
    fastcgi_temp_path {tmp}/fastcgi;
    uwsgi_temp_path {tmp}/uwsgi;
    scgi_temp_path {tmp}/scgi;
    keepalive_requests 100000000;
    keepalive_timeout 300s;
    sendfile on;
    tcp_nopush on;
    tcp_nodelay on;
    open_file_cache max=16 inactive=600s;
    open_file_cache_valid 600s;
    default_type application/json;
    root {tmp}/www;
    server {{
        listen 127.0.0.1:{port} backlog=4096;
        # A static reply of the size of autorotated's /livez body.
        location = /livez {{ try_files /livez.json =404; }}
        # POST to a static file is 405 in nginx; error_page turns it into a GET of the same file.
        location = /simulate {{ try_files /simulate.json =404; error_page 405 =200 $uri; }}
        location = /simulate-gzip {{
            add_header Content-Encoding gzip;
            try_files /simulate.json.gz =404;
            error_page 405 =200 $uri;
        }}
    }}
}}
"""


def median(values):
    return statistics.median(values) if values else float("nan")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", help="release autorotated (required unless --render)")
    parser.add_argument("--engine-bench", help="release engine-bench (required unless --render)")
    parser.add_argument("--client", help="release autorotate CLI: one AutorotateClient vs wrk -c1 (issue 5)")
    parser.add_argument("--only-client", action="store_true",
                        help="run only the client-vs-wrk section and merge it into the saved RESULTS.json")
    parser.add_argument("--only", metavar="SECTIONS", type=only_sections,
                        help="run only these sections (comma-separated: " + ", ".join(ONLY_SECTIONS)
                        + ") and merge them into the saved RESULTS.json")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--duration", type=int, default=5, help="seconds per wrk run")
    parser.add_argument("--out", default=os.path.join(HERE, "RESULTS.md"))
    parser.add_argument("--skip-profile", action="store_true", help="no callgrind/perf sections")
    parser.add_argument("--render", metavar="JSON", help="only rewrite --out from a saved results JSON")
    args = parser.parse_args()
    if args.render:
        with open(args.render) as saved:
            write_results(args, json.load(saved))
        return
    if args.only_client:
        if not args.binary or not args.client:
            parser.error("--only-client needs --binary and --client")
        saved_path = os.path.splitext(args.out)[0] + ".json"
        with open(saved_path) as saved:
            results = json.load(saved)
        try:
            results["client"] = client_run(args, Wrk(args.duration))
        finally:
            for process in reversed(started):
                stop(process)
        with open(saved_path, "w") as raw:
            json.dump(results, raw, indent=1)
        write_results(args, results)
        log(f"wrote {args.out}")
        return
    if not args.binary or not args.engine_bench:
        parser.error("--binary and --engine-bench are required")
    if args.only:
        saved_path = os.path.splitext(args.out)[0] + ".json"
        with open(saved_path) as saved:
            results = json.load(saved)
        tmp = tempfile.mkdtemp(prefix="autorotate-bench-")
        try:
            only_run(args, tmp, results, args.only)
        finally:
            for process in reversed(started):
                stop(process)
            shutil.rmtree(tmp, ignore_errors=True)
        with open(saved_path, "w") as raw:
            json.dump(results, raw, indent=1)
        write_results(args, results)
        log(f"wrote {args.out}")
        return

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = min(hard, 65536) if hard != resource.RLIM_INFINITY else 65536
    resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    if wanted < CROWD + 1000:
        log(f"warning: RLIMIT_NOFILE hard limit {hard} < {CROWD + 1000}; the crowd run will be short")

    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    tmp = tempfile.mkdtemp(prefix="autorotate-bench-")
    os.chmod(tmp, 0o755)  # nginx's worker drops root for www-data/nobody and must read www/
    results = {"rounds": args.rounds, "duration": args.duration}
    try:
        run(args, tmp, results)
    finally:
        for process in reversed(started):
            # nginx's argv may start with taskset; SIGQUIT is its graceful stop.
            nginx = any(str(arg).endswith("nginx") for arg in process.args[:4])
            stop(process, signal.SIGQUIT if nginx else signal.SIGTERM)
        shutil.rmtree(tmp, ignore_errors=True)
    results["commands"] = results.pop("wrk").commands
    # The raw figures beside the report, so that it can be re-rendered (--render) without a rerun.
    with open(os.path.splitext(args.out)[0] + ".json", "w") as raw:
        json.dump(results, raw, indent=1)
    write_results(args, results)
    log(f"wrote {args.out}")


# The sections `--only` runs again on their own, by name: the key of results each one writes.
# "lint" is the compare and lint rows (they alternate with single simulates), "batch" the batch rows.
ONLY_SECTIONS = {"lint": "per_simulation", "batch": "batch"}


def only_sections(text):
    """The section names of `--only SECTIONS` (comma-separated, each once), in ONLY_SECTIONS' order;
    argparse.ArgumentTypeError for none or an unknown one."""
    names = [name.strip() for name in text.split(",") if name.strip()]
    unknown = sorted(set(names) - set(ONLY_SECTIONS))
    if unknown or not names:
        problem = f"unknown section {', '.join(unknown)}" if unknown else "no section named"
        raise argparse.ArgumentTypeError(f"{problem} (known: {', '.join(ONLY_SECTIONS)})")
    return [name for name in ONLY_SECTIONS if name in names]


def rerun_lines(results):
    """The Machine section's lines saying which rows each `--only` run measured again, when, and
    how, oldest first (a later run's rows replace an earlier one's); none when every row comes from
    one run."""
    rows = {"lint": "the compare and lint rows", "batch": "the batch rows"}
    return [f"- {' and '.join(rows[name] for name in rerun['sections'])} measured again on {rerun['date']} "
            f"(`harness.py --only {','.join(rerun['sections'])}`, {rerun['rounds']} rounds of "
            f"{rerun['duration']} s); every other row is from the run above"
            for rerun in results.get("reruns", [])]


def only_run(args, tmp, results, sections):
    """`--only`: the named sections (ONLY_SECTIONS) on a fresh autorotated, each replacing its
    results in the saved run; their wrk command lines replace theirs in results["commands"]."""
    plan = core_plan(os.sched_getaffinity(0), can_pin=bool(shutil.which("taskset")))
    if plan["mode"] == "split":
        PINS["server"], PINS["load"] = pin(plan["server"]), pin(plan["load"])
    wrk_threads = min(len(plan["load"]), 16) if plan["mode"] == "split" else WRK_THREADS
    wrk = Wrk(args.duration, threads=wrk_threads, prefix=PINS["load"])
    LOG_DIR[0] = tmp
    scenario_body = scenario_bytes()
    with open(os.path.join(tmp, "seed000.json"), "wb") as out:
        out.write(scenario_body)
    body_env = {"BENCH_BODY": os.path.join(tmp, "seed000.json")}
    if "lint" in sections:
        auto_port = free_port()
        auto = start_autorotated(args.binary, auto_port, log_path=os.path.join(tmp, "server.log"))
        if not wait_ready(auto_port, "/readyz"):
            raise RuntimeError("autorotated did not become ready")
        auto_url = f"http://127.0.0.1:{auto_port}"
        wrk.run("warm", auto_url + "/v1/simulate", "post.lua", body_env, duration=1)
        wrk.commands.pop("warm", None)
        per_simulation_run(args, wrk, results, tmp, auto_port, auto_url, scenario_body, body_env)
        stop(auto)
        started.remove(auto)
    if "batch" in sections:
        batch_run(args, wrk, results, tmp, scenario_body, body_env)
    results.setdefault("commands", {}).update(wrk.commands)
    results.setdefault("reruns", []).append(
        {"sections": sections, "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
         "rounds": args.rounds, "duration": args.duration})


# The flags the idle-crowd run needs on top of the defaults (10,000 connections and a 60 s idle
# timeout are below what it holds); only that run's own server gets them.
CROWD_FLAGS = ("--max-connections", str(CROWD + 2000), "--idle-timeout", "600")
LOG_DIR = [None]  # the run's temporary directory, set by run(): server logs go there


def start_autorotated(binary, port, extra=(), log_path=None, prefix=None):
    """autorotated as a user runs it: default flags (log level info included) plus the port, on
    the servers' cores (`prefix`, by default PINS["server"]): its default worker count is then the
    number of those cores.

    Its log goes to a file (a pipe nobody reads could fill and block; /dev/null would make writing
    the log free): `log_path`, or server.log in the run's temporary directory (removed at the end).
    """
    log_path = log_path or os.path.join(LOG_DIR[0] or tempfile.gettempdir(), "server.log")
    prefix = PINS["server"] if prefix is None else prefix
    with open(log_path, "ab") as log_file:
        process = subprocess.Popen(
            [*prefix, binary, "--host", "127.0.0.1", "--port", str(port), *extra],
            stdout=log_file, stderr=subprocess.STDOUT, cwd=ROOT,
        )
    started.append(process)
    return process


def startup_workers(log_path):
    """The `"workers"` field of the last startup line (`"msg":"listening"`) in an autorotated log."""
    workers = None
    with open(log_path, "rb") as lines:
        for line in lines:
            if b'"msg":"listening"' in line:
                workers = json.loads(line).get("workers")
    return workers


def start_nginx(tmp, cpus, workers):
    """nginx with `workers` worker processes on `cpus` (pinned when the run splits the cores), its
    own config, pid and error log by port; the static files are under tmp/www. → (process, port)."""
    port = free_port()
    conf = os.path.join(tmp, f"nginx-{port}.conf")
    with open(conf, "w") as out:
        out.write(NGINX_CONF.format(tmp=tmp, port=port, workers=workers))
    stderr_path = os.path.join(tmp, f"nginx-stderr-{port}.log")
    with open(stderr_path, "wb") as nginx_log:
        process = subprocess.Popen(
            [*(pin(cpus) if PINS["server"] else []), shutil.which("nginx") or "/usr/sbin/nginx", "-p", tmp,
             "-c", conf], stdout=nginx_log, stderr=subprocess.STDOUT)
    started.append(process)
    if not wait_ready(port, "/livez"):
        with open(stderr_path, "rb") as report:
            raise RuntimeError("nginx did not start:\n" + report.read().decode(errors="replace"))
    return process, port


# The three rows autorotated is measured against nginx on: key, title, autorotated's path, nginx's
# path, wrk script, and which body the script sends (none, the scenario, or it gzipped).
SERVER_CASES = [
    ("livez", "GET /livez", "/livez", "/livez", "get.lua", None),
    ("simulate", "POST /v1/simulate seed000", "/v1/simulate", "/simulate", "post.lua", "plain"),
    ("simulate_gzip", "POST /v1/simulate seed000, gzip both ways", "/v1/simulate", "/simulate-gzip", "post.lua",
     "gzip"),
]


def server_rounds(args, wrk, label, auto, auto_url, nginx_url, script, env):
    """`args.rounds` rounds of one wrk run on nginx and one on autorotated, the order swapped every
    round; autorotated's results carry its CPU time per request (all threads) as "server_cpu_us"."""
    rounds = []
    for index in range(args.rounds):
        order = [("nginx", nginx_url), ("autorotated", auto_url)]
        if index % 2:
            order.reverse()
        measured = {}
        for server, url in order:
            log(f"{label} round {index + 1}: {server}")
            cpu_before = process_cpu_ns(auto.pid) if server == "autorotated" else 0
            measured[server] = wrk.run(f"{label} {server}", url, script, env)
            if server == "autorotated" and measured[server]["requests"]:
                used = process_cpu_ns(auto.pid) - cpu_before
                measured[server]["server_cpu_us"] = used / 1e3 / measured[server]["requests"]
        rounds.append(measured)
    return rounds


def scaling_run(args, wrk, results, tmp, plan, envs, headline):
    """On a split machine, the three server rows again with autorotated and nginx on 1, 2, 4 and 8
    of the servers' cores (those that fit), each with as many workers as cores: a fresh pair per
    step. The step with all the servers' cores is the headline rows themselves."""
    steps = []
    for cores in plan["steps"]:
        cpus = plan["server"][:cores]
        if cores == len(plan["server"]):
            steps.append({"cores": cores, "cpus": cpu_list(cpus), "workers": results["cores"]["workers"],
                          "cases": headline})
            continue
        auto_port = free_port()
        log_path = os.path.join(tmp, f"server-{cores}-cores.log")
        auto = start_autorotated(args.binary, auto_port, log_path=log_path, prefix=pin(cpus))
        nginx = None
        try:
            if not wait_ready(auto_port, "/readyz"):
                raise RuntimeError(f"autorotated on {cores} cores did not become ready")
            workers = startup_workers(log_path)
            if workers != cores:
                raise RuntimeError(f"autorotated pinned to {cores} cores started {workers} workers")
            nginx, nginx_port = start_nginx(tmp, cpus, cores)
            cases = {}
            for key, title, auto_path, nginx_path, script, body in SERVER_CASES:
                auto_url = f"http://127.0.0.1:{auto_port}{auto_path}"
                nginx_url = f"http://127.0.0.1:{nginx_port}{nginx_path}"
                wrk.run("warm", auto_url, script, envs[body], duration=1)
                wrk.run("warm", nginx_url, script, envs[body], duration=1)
                wrk.commands.pop("warm", None)
                cases[key] = {"title": title, "rounds": server_rounds(
                    args, wrk, f"{key} on {cores} cores", auto, auto_url, nginx_url, script, envs[body])}
                # One command line per case stands for every step (only the port and taskset differ).
                for server in ("nginx", "autorotated"):
                    wrk.commands.pop(f"{key} on {cores} cores {server}", None)
            steps.append({"cores": cores, "cpus": cpu_list(cpus), "workers": workers, "cases": cases})
        finally:
            for process in (auto, nginx):
                if process:
                    stop(process, signal.SIGQUIT if process is nginx else signal.SIGTERM)
                    started.remove(process)
    return steps


def run(args, tmp, results):
    plan = core_plan(os.sched_getaffinity(0), can_pin=bool(shutil.which("taskset")))
    if plan["mode"] == "split":
        PINS["server"], PINS["load"] = pin(plan["server"]), pin(plan["load"])
    elif len(os.sched_getaffinity(0)) >= 4:
        log("warning: no taskset (util-linux): the servers and wrk share every core")
    wrk_threads = min(len(plan["load"]), 16) if plan["mode"] == "split" else WRK_THREADS
    wrk = Wrk(args.duration, threads=wrk_threads, prefix=PINS["load"])
    results["wrk"] = wrk
    results["machine"] = machine()
    results["cores"] = {"mode": plan["mode"], "server": cpu_list(plan["server"]), "load": cpu_list(plan["load"]),
                        "server_count": len(plan["server"]), "steps": plan["steps"], "wrk_threads": wrk_threads,
                        "nginx_workers": len(plan["server"]) if plan["mode"] == "split" else 1}
    LOG_DIR[0] = tmp

    scenario_body = scenario_bytes()
    with open(os.path.join(tmp, "seed000.json"), "wb") as out:
        out.write(scenario_body)
    with open(os.path.join(tmp, "seed000.json.gz"), "wb") as out:
        out.write(gzip.compress(scenario_body, 6, mtime=0))

    # autorotated first: nginx serves bodies of exactly the sizes autorotated answers.
    auto_port = free_port()
    auto = start_autorotated(args.binary, auto_port, log_path=os.path.join(tmp, "server.log"))
    if not wait_ready(auto_port, "/readyz"):
        raise RuntimeError("autorotated did not become ready")
    results["cores"]["workers"] = startup_workers(os.path.join(tmp, "server.log"))
    _, _, livez = http(auto_port, "GET", "/livez")
    status, _, simulated = http(auto_port, "POST", "/v1/simulate", scenario_body,
                                {"Content-Type": "application/json"})
    if status != 200:
        raise RuntimeError(f"POST /v1/simulate seed000 answered {status}")
    status, headers, simulated_gz = http(
        auto_port, "POST", "/v1/simulate", gzip.compress(scenario_body, 6, mtime=0),
        {"Content-Type": "application/json", "Content-Encoding": "gzip", "Accept-Encoding": "gzip"})
    if status != 200 or headers.get("content-encoding") != "gzip":
        raise RuntimeError("gzip POST /v1/simulate did not answer 200 gzip")
    results["sizes"] = {"livez": len(livez), "simulate": len(simulated), "simulate_gz": len(simulated_gz),
                        "request": len(scenario_body),
                        "request_gz": os.path.getsize(os.path.join(tmp, "seed000.json.gz"))}

    www = os.path.join(tmp, "www")
    os.makedirs(www)
    # Same sizes, not the same bytes: a static reply is what nginx is measured serving.
    for name, size in (("livez.json", len(livez)), ("simulate.json", len(simulated)),
                       ("simulate.json.gz", len(simulated_gz))):
        with open(os.path.join(www, name), "wb") as out:
            out.write((b"x" * (size - 1)) + b"\n")
    nginx, nginx_port = start_nginx(tmp, plan["server"], results["cores"]["nginx_workers"])
    for path, expected in (("/livez", len(livez)), ("/simulate", len(simulated)),
                           ("/simulate-gzip", len(simulated_gz))):
        status, _, body = http(nginx_port, "POST" if path != "/livez" else "GET", path,
                               scenario_body if path != "/livez" else b"")
        if status != 200 or len(body) != expected:
            raise RuntimeError(f"nginx {path}: {status}, {len(body)} bytes, expected {expected}")

    auto_url = f"http://127.0.0.1:{auto_port}"
    nginx_url = f"http://127.0.0.1:{nginx_port}"
    body_env = {"BENCH_BODY": os.path.join(tmp, "seed000.json")}
    gzip_env = {"BENCH_BODY": os.path.join(tmp, "seed000.json.gz"), "BENCH_GZIP": "1"}
    envs = {None: {}, "plain": body_env, "gzip": gzip_env}
    # Warm both (page cache, nginx open_file_cache, autorotated's first-request paths).
    for _, _, auto_path, nginx_path, script, body in SERVER_CASES:
        wrk.run("warm", auto_url + auto_path, script, envs[body], duration=1)
        wrk.run("warm", nginx_url + nginx_path, script, envs[body], duration=1)
    wrk.commands.pop("warm", None)

    headline = {}
    for key, title, auto_path, nginx_path, script, body in SERVER_CASES:
        speed_probe(args.engine_bench, results, title)
        headline[key] = {"title": title, "rounds": server_rounds(
            args, wrk, key, auto, auto_url + auto_path, nginx_url + nginx_path, script, envs[body])}
        results[key] = headline[key]
    if plan["mode"] == "split":
        results["scaling"] = scaling_run(args, wrk, results, tmp, plan, envs, headline)

    # Issue 19: logging cost, compare and lint per simulation, batch (each with its own alternation).
    speed_probe(args.engine_bench, results, "logging cost")
    logging_run(args, wrk, results, tmp)
    speed_probe(args.engine_bench, results, "compare and lint")
    per_simulation_run(args, wrk, results, tmp, auto_port, auto_url, scenario_body, body_env)
    speed_probe(args.engine_bench, results, "batch")
    batch_run(args, wrk, results, tmp, scenario_body, body_env)
    speed_probe(args.engine_bench, results, "latency")

    # Latency at about half of autorotated's peak simulate rate: paced connections (see report.lua).
    peak = median([r["autorotated"]["rps"] for r in results["simulate"]["rounds"]])
    target = peak / 2
    delay_ms = 1
    connections = max(WRK_THREADS, round(target * (delay_ms + 0.25) / 1000))
    for _ in range(3):  # calibrate the connection count to land near the target rate
        probe = wrk.run("calibrate", auto_url + "/v1/simulate", "post.lua",
                        dict(body_env, BENCH_DELAY_MS=str(delay_ms)), connections, duration=2)
        if abs(probe["rps"] - target) / target < 0.1:
            break
        connections = max(WRK_THREADS, round(connections * target / max(probe["rps"], 1.0)))
    wrk.commands.pop("calibrate", None)
    latency = {"peak": peak, "target": target, "connections": connections, "delay_ms": delay_ms,
               "rounds": []}
    for index in range(args.rounds):
        order = [("nginx", nginx_url + "/simulate"), ("autorotated", auto_url + "/v1/simulate")]
        if index % 2:
            order.reverse()
        measured = {}
        for server, url in order:
            log(f"latency round {index + 1}: {server}")
            measured[server] = wrk.run(f"latency {server}", url, "post.lua",
                                       dict(body_env, BENCH_DELAY_MS=str(delay_ms)), connections)
        latency["rounds"].append(measured)
    results["latency"] = latency
    results["slowloris"] = slowloris_run(args, wrk, auto_port, auto_url, body_env)

    stop(auto)
    started.remove(auto)
    # The crowd needs more connections and a longer idle timeout than the defaults: its own server.
    crowd_port = free_port()
    crowd_server = start_autorotated(args.binary, crowd_port, CROWD_FLAGS, os.path.join(tmp, "crowd-server.log"))
    if not wait_ready(crowd_port, "/readyz"):
        raise RuntimeError("autorotated (crowd flags) did not become ready")
    crowd_run(args, wrk, results, crowd_server, crowd_port, f"http://127.0.0.1:{crowd_port}", body_env)
    stop(crowd_server)
    if args.client:
        results["client"] = client_run(args, wrk)
    results["cold_start"] = cold_start(args.binary)
    results["engine"] = engine_bench(args.engine_bench)
    results["gzip_codec"] = gzip_codec(args.engine_bench)
    if not args.skip_profile:
        results["engine_profile"] = engine_profile(args.engine_bench)
        results["server_profile"] = server_profile(args, wrk, body_env)
        results["server_instructions"] = server_instructions(args.binary, scenario_bytes())
        results["log_instructions"] = log_line_instructions(args.binary)


def alternating_rounds(args, wrk, label, sides, count=None, servers=None):
    """`count` (default `args.rounds`) rounds of one wrk run per side; the order rotates from round
    to round (two sides: A B, B A, …) so that drift on the shared machine hits every side alike.

    sides: [(name, url, script, env, wrk.run keyword arguments)] → [{name: wrk result}] per round.
    servers: {name: process} whose CPU time per request (all threads, from /proc) each result gets
    as "server_cpu_us".
    """
    rounds = []
    for index in range(count or args.rounds):
        shift = index % len(sides)
        order = sides[shift:] + sides[:shift]
        measured = {}
        for name, url, script, env, extra in order:
            log(f"{label} round {index + 1}: {name}")
            server = (servers or {}).get(name)
            cpu_before = process_cpu_ns(server.pid) if server else 0
            measured[name] = wrk.run(f"{label} {name}", url, script, env, **extra)
            if server and measured[name]["requests"]:
                used = process_cpu_ns(server.pid) - cpu_before
                measured[name]["server_cpu_us"] = used / 1e3 / measured[name]["requests"]
        rounds.append(measured)
    return rounds


def process_cpu_ns(pid):
    """CPU time in ns that process `pid` has run so far, all its threads together: the first field
    of each /proc/PID/task/TID/schedstat (the scheduler's own count, in ns, unlike the 10 ms ticks
    of /proc/PID/stat)."""
    total = 0
    task_dir = f"/proc/{pid}/task"
    for tid in os.listdir(task_dir):
        try:
            with open(os.path.join(task_dir, tid, "schedstat")) as stat:
                total += int(stat.read().split()[0])
        except (FileNotFoundError, ProcessLookupError):
            continue  # a thread that ended between the listing and the read
    return total


def count_in_file(path, needle):
    """How many times `needle` (bytes) occurs in the file at `path`, read in chunks (logs grow large)."""
    count, tail = 0, b""
    with open(path, "rb") as data:
        while True:
            chunk = data.read(1 << 22)
            if not chunk:
                return count
            block = tail + chunk
            count += block.count(needle)
            # A match straddling the boundary: the tail is shorter than the needle, so none counts twice.
            tail = block[-(len(needle) - 1):] if len(needle) > 1 else b""


# Routes whose per-request logging the logging-cost rows measure (issue 19): /livez is what the
# target names; successful health probes are logged at debug (ServiceHandler.didRespond), so a
# route that is logged at info on every request is measured too, with an equally cheap handler.
LOGGING_CASES = [
    ("livez", "`GET /livez`", "/livez"),
    ("version", "`GET /v1/version`", "/v1/version"),
]


# The logging rows' rounds move the most from round to round (±10 %, against a cost of a few %),
# so they take more rounds than the rest; at 4 × 5 s a round that is 40 s more than 3 rounds.
LOGGING_ROUNDS = 5


def logging_run(args, wrk, results, tmp):
    """The same binary at the default log level (info) and at --log-level warning, alternating.

    Both servers are started fresh for this comparison, so neither carries the earlier runs'
    history (connections, heap) into it: only the log level differs."""
    servers, urls = {}, {}
    try:
        for level, extra in (("info", ()), ("warning", ("--log-level", "warning"))):
            port = free_port()
            log_path = os.path.join(tmp, f"server-logging-{level}.log")
            server = start_autorotated(args.binary, port, extra, log_path)
            servers[level] = server
            if not wait_ready(port, "/readyz"):
                raise RuntimeError(f"autorotated at log level {level} did not become ready")
            urls[level] = (f"http://127.0.0.1:{port}", log_path)
        for _, _, path in LOGGING_CASES:
            for url, _ in urls.values():
                wrk.run("warm", url + path, "get.lua", duration=1)
        wrk.commands.pop("warm", None)
        logging = {"cases": {}}
        info_url, info_log = urls["info"]
        for key, title, path in LOGGING_CASES:
            needle = f'"path":"{path}"'.encode()
            before = count_in_file(info_log, needle)
            rounds = alternating_rounds(args, wrk, f"logging {key}", [
                ("info", info_url + path, "get.lua", {}, {}),
                ("warning", urls["warning"][0] + path, "get.lua", {}, {}),
            ], count=max(args.rounds, LOGGING_ROUNDS), servers=servers)
            time.sleep(0.5)  # the log may be written in batches off the request path
            served = sum(r["info"]["requests"] for r in rounds)
            lines = count_in_file(info_log, needle) - before
            logging["cases"][key] = {"title": title, "path": path, "rounds": rounds,
                                     "info_lines": lines, "info_requests": served,
                                     "logged_at_info": lines >= served / 2}
            log(f"logging {key}: {lines} log lines for {int(served)} requests at info")
        results["logging"] = logging
    finally:
        for server in servers.values():
            stop(server)
            started.remove(server)


LINT_OPTIONS = {"minimumOS": "6.0", "maximumOS": "26.0", "idioms": ["phone", "pad"]}


def lint_simulation_count(engine_bench):
    """Simulations one lint of seed000 over LINT_OPTIONS runs: `engine-bench --repeat-lint` prints
    Linter.simulationCount for exactly that request (versions × idioms × probes); the HTTP answer
    does not say it."""
    output = subprocess.run([engine_bench, "--repeat-lint", SEED, "1"], cwd=ROOT, capture_output=True,
                            text=True, timeout=300).stdout
    match = re.search(r"simulations per lint: (\d+)", output)
    return int(match.group(1)) if match else 0


def per_simulation_run(args, wrk, results, tmp, auto_port, auto_url, scenario_body, body_env):
    """POST /v1/compare (default columns) and POST /v1/lint (6.0–26.0, phone and pad) of seed000 on
    the default server, alternating with a single POST /v1/simulate: µs of throughput per simulation."""
    scenario = json.loads(scenario_body)
    bodies = {
        "compare": json.dumps({"scenario": scenario}, separators=(",", ":"), ensure_ascii=False).encode(),
        "lint": json.dumps(dict(scenario, lint=LINT_OPTIONS), separators=(",", ":"), ensure_ascii=False).encode(),
    }
    envs = {"simulate": body_env}
    for key, body in bodies.items():
        path = os.path.join(tmp, f"seed000-{key}.json")
        with open(path, "wb") as out:
            out.write(body)
        envs[key] = {"BENCH_BODY": path}
    status, _, answer = http(auto_port, "POST", "/v1/compare", bodies["compare"],
                             {"Content-Type": "application/json"}, timeout=30)
    if status != 200:
        raise RuntimeError(f"POST /v1/compare seed000 answered {status}: {answer[:300]!r}")
    columns = len(json.loads(answer)["columns"])
    status, _, answer = http(auto_port, "POST", "/v1/lint", bodies["lint"],
                             {"Content-Type": "application/json"}, timeout=30)
    if status != 200:
        raise RuntimeError(f"POST /v1/lint seed000 answered {status}: {answer[:300]!r}")
    lint_summary = json.loads(answer).get("summary")
    lint_count = lint_simulation_count(args.engine_bench)
    for key in ("compare", "lint"):
        wrk.run("warm", f"{auto_url}/v1/{key}", "post.lua", envs[key], duration=1)
    wrk.commands.pop("warm", None)
    rounds = alternating_rounds(args, wrk, "per-simulation", [
        (key, f"{auto_url}/v1/{key}", "post.lua", envs[key], {}) for key in ("simulate", "compare", "lint")
    ])
    results["per_simulation"] = {
        "simulations": {"simulate": 1, "compare": columns, "lint": lint_count},
        "request_bytes": {key: len(body) for key, body in bodies.items()},
        "lint_options": LINT_OPTIONS, "lint_summary": lint_summary, "rounds": rounds,
    }


BATCH_SCENARIOS = 1_000
# 1,000 seed000 lines are ~2.6 MB: above the default 1 MiB body limit, so the batch server (and
# only it) gets a larger one; every other flag is the default (log level info included).
BATCH_FLAGS = ("--max-body-bytes", str(8 << 20))
# A batch request takes tens of milliseconds; wrk drops the requests still in flight when -d ends,
# so with 32 connections (~1 s per request) a 5 s run would undercount by ~10 %. Four connections
# (two per wrk thread) keep both workers busy and the undercount near 1 %.
BATCH_CONNECTIONS = 2 * WRK_THREADS


def dechunk(payload):
    """The body of a `Transfer-Encoding: chunked` answer."""
    parts, at = [], 0
    while at < len(payload):
        end = payload.find(b"\r\n", at)
        if end < 0:
            break
        size = int(payload[at:end].split(b";")[0].strip() or b"0", 16)
        if size == 0:
            break
        parts.append(payload[end + 2:end + 2 + size])
        at = end + 2 + size + 2
    return b"".join(parts)


def batch_run(args, wrk, results, tmp, scenario_body, body_env):
    """POST /v1/simulate/batch of 1,000 seed000 lines (NDJSON) vs single POST /v1/simulate on
    keep-alive, same server, alternating rounds; the batch rate is counted in scenarios/s."""
    body = (scenario_body + b"\n") * BATCH_SCENARIOS
    path = os.path.join(tmp, "seed000-batch.ndjson")
    with open(path, "wb") as out:
        out.write(body)
    env = {"BENCH_BODY": path, "BENCH_CONTENT_TYPE": "application/x-ndjson"}
    port = free_port()
    server = start_autorotated(args.binary, port, BATCH_FLAGS, os.path.join(tmp, "batch-server.log"))
    try:
        if not wait_ready(port, "/readyz"):
            raise RuntimeError("autorotated (batch flags) did not become ready")
        status, headers, answer = http(port, "POST", "/v1/simulate/batch", body,
                                       {"Content-Type": "application/x-ndjson"}, timeout=60)
        if headers.get("transfer-encoding", "").lower() == "chunked":
            answer = dechunk(answer)
        lines = answer.splitlines()
        if status != 200 or len(lines) != BATCH_SCENARIOS or any(b'"problem"' in line[:40] for line in lines):
            raise RuntimeError(f"POST /v1/simulate/batch answered {status} with {len(lines)} lines")
        url = f"http://127.0.0.1:{port}"
        wrk.run("warm", url + "/v1/simulate/batch", "post.lua", env, BATCH_CONNECTIONS, duration=1, timeout=60)
        wrk.commands.pop("warm", None)
        rounds = alternating_rounds(args, wrk, "batch", [
            ("batch", url + "/v1/simulate/batch", "post.lua", env,
             {"connections": BATCH_CONNECTIONS, "timeout": 60}),
            ("single", url + "/v1/simulate", "post.lua", body_env, {}),
        ])
        results["batch"] = {"scenarios": BATCH_SCENARIOS, "request_bytes": len(body),
                            "response_bytes": len(answer), "flags": list(BATCH_FLAGS),
                            "connections": BATCH_CONNECTIONS, "rounds": rounds}
    finally:
        stop(server)
        started.remove(server)


class HeldConnections:
    """bench/SCRIPT PORT COUNT (idle_crowd.py or slowloris.py) for the length of a `with` block:
    `opened` once they are open, `alive()` asks how many the server still holds."""

    def __init__(self, script, port, count):
        self.command = [sys.executable, os.path.join(HERE, script), str(port), str(count)]

    def __enter__(self):
        self.holder = subprocess.Popen(self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        started.append(self.holder)
        self.opened = self.answer("OPEN")
        return self

    def answer(self, word):
        line = self.holder.stdout.readline().split()
        return int(line[1]) if len(line) == 2 and line[0] == word else 0

    def alive(self):
        self.holder.stdin.write("report\n")
        self.holder.stdin.flush()
        return self.answer("ALIVE")

    def __exit__(self, *exc):
        stop(self.holder)
        started.remove(self.holder)
        return False


def crowd_run(args, wrk, results, auto, auto_port, auto_url, body_env):
    """10,000 idle keep-alive connections (bench/idle_crowd.py) held while the real work repeats."""
    crowd = {"rss_before_kib": rss_kib(auto.pid), "rounds": []}
    for index in range(args.rounds):
        log(f"crowd round {index + 1}: without")
        without = wrk.run("crowd without", auto_url + "/v1/simulate", "post.lua", body_env)
        with HeldConnections("idle_crowd.py", auto_port, CROWD) as held:
            rss_with_idle = rss_kib(auto.pid)
            log(f"crowd round {index + 1}: with {held.opened} idle connections")
            with_crowd = wrk.run("crowd with", auto_url + "/v1/simulate", "post.lua", body_env)
            rss_after = rss_kib(auto.pid)
            opened, alive = held.opened, held.alive()
        crowd["rounds"].append({"without": without, "with": with_crowd, "opened": opened, "alive": alive,
                                "rss_idle_kib": rss_with_idle, "rss_after_kib": rss_after})
    time.sleep(0.5)
    crowd["rss_end_kib"] = rss_kib(auto.pid)
    results["crowd"] = crowd


def slowloris_run(args, wrk, auto_port, auto_url, body_env):
    """One keep-alive client's latency (`wrk -t1 -c1`) without and with SLOWLORIS connections that
    each trickle one header byte every 2 s (bench/slowloris.py), on the default-flag server."""
    rounds = []
    for index in range(args.rounds):
        log(f"slowloris round {index + 1}: without")
        without = wrk.run("slowloris without", auto_url + "/v1/simulate", "post.lua", body_env,
                          connections=1, threads=1)
        with HeldConnections("slowloris.py", auto_port, SLOWLORIS) as held:
            log(f"slowloris round {index + 1}: with {held.opened} slow connections")
            with_slow = wrk.run("slowloris with", auto_url + "/v1/simulate", "post.lua", body_env,
                                connections=1, threads=1)
            opened, alive = held.opened, held.alive()
        rounds.append({"without": without, "with": with_slow, "opened": opened, "alive": alive})
    return {"rounds": rounds}


CLIENT_SCENARIO = os.path.join(ROOT, "Tests/Fixtures/scenarios/seed003-ios6-forwarding-containers.json")


def write_client_body(directory):
    """CLIENT_SCENARIO's `scenario` member, compact, as the file both the client and wrk send;
    returns its path."""
    with open(CLIENT_SCENARIO) as fixture:
        scenario = json.load(fixture)["scenario"]
    body_path = os.path.join(directory, "scenario.json")
    with open(body_path, "wb") as out:
        out.write(json.dumps(scenario, separators=(",", ":"), ensure_ascii=False).encode())
    return body_path
CLIENT_CASES = [
    # key, title, wrk script, client arguments (besides --server and --seconds), target ratio to wrk
    # (issue 41: the transfer alone ≥ 0.8×; decoding every answer into `Simulation` ≥ 0.6×)
    ("livez", "`GET /livez`", "get.lua", [], 0.8),
    ("raw", "`POST /v1/simulate`, answer kept as bytes", "post.lua", ["--raw", "--identity"], 0.8),
    ("typed", "`POST /v1/simulate`, answer decoded into `Simulation`", "post.lua", ["--identity"], 0.6),
    ("typed_async", "… the same through the async API (`await client.simulate`)", "post.lua",
     ["--identity", "--async"], 0.6),
]
CLIENT_TARGETS = {key: target for key, _, _, _, target in CLIENT_CASES}


def client_run(args, wrk):
    """Issue 5: one AutorotateClient on one keep-alive connection vs `wrk -t1 -c1`, same endpoint.

    The server is pinned to the last core and the load generator (wrk or `autorotate bench`) to the
    first, so that each side has a core of its own; rounds alternate wrk and the client. Both send
    the same identity-encoded body and read an identity answer.
    """
    cores = os.cpu_count() or 1
    server_core, load_core = str(cores - 1), "0"
    pin = (lambda core: ["taskset", "-c", core]) if shutil.which("taskset") and cores > 1 else (lambda core: [])
    with tempfile.TemporaryDirectory(prefix="autorotate-client-") as work:
        body_path = write_client_body(work)
        port = free_port()
        process = subprocess.Popen(
            pin(server_core) + [args.binary, "--host", "127.0.0.1", "--port", str(port)],
            stdout=open(os.path.join(work, "server.log"), "wb"), stderr=subprocess.STDOUT, cwd=ROOT)
        started.append(process)
        try:
            if not wait_ready(port, "/readyz"):
                raise RuntimeError("autorotated did not become ready for the client run")
            url = f"http://127.0.0.1:{port}"
            _, _, answer = http(port, "POST", "/v1/simulate", open(body_path, "rb").read(),
                                {"Content-Type": "application/json"})
            result = {"scenario": os.path.relpath(CLIENT_SCENARIO, ROOT), "answer_bytes": len(answer),
                      "cores": {"server": server_core, "load": load_core}, "cases": {},
                      "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
            for key, title, script, client_args, _ in CLIENT_CASES:
                target = url + ("/livez" if script == "get.lua" else "/v1/simulate")
                env = {} if script == "get.lua" else {"BENCH_BODY": body_path}
                client_command = pin(load_core) + [args.client, "bench", "--server", url, "--seconds",
                                                   str(args.duration)] + client_args
                if script != "get.lua":
                    client_command.append(body_path)
                rounds = []
                for index in range(args.rounds):
                    measured = {}
                    order = ["wrk", "client"] if index % 2 == 0 else ["client", "wrk"]
                    for side in order:
                        log(f"client {key} round {index + 1}: {side}")
                        if side == "wrk":
                            measured["wrk"] = wrk.run(f"client-{key} wrk", target, script, env, connections=1,
                                                      threads=1, prefix=pin(load_core))["rps"]
                        else:
                            output = subprocess.run(client_command, capture_output=True, text=True,
                                                    timeout=args.duration + 30)
                            match = re.search(r"= ([\d.]+) req/s", output.stdout)
                            if output.returncode != 0 or not match:
                                raise RuntimeError(f"autorotate bench failed: {output.stdout}{output.stderr}")
                            measured["client"] = float(match.group(1))
                    rounds.append(measured)
                shown = " ".join(client_command).replace(ROOT + "/", "").replace(body_path, "SCENARIO")
                shown = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:PORT", shown)
                shown = re.sub(r"\S*/release/autorotate\b", "autorotate", shown)
                result["cases"][key] = {"title": title, "rounds": rounds, "client_command": shown}
            return result
        finally:
            stop(process)
            started.remove(process)


def cold_start(binary, runs=7):
    """Process start (fork/exec) to the first GET /readyz answered 200, polled every ~1 ms; never
    through taskset, whose own exec would count in split mode and not in shared mode."""
    times = []
    for _ in range(runs):
        port = free_port()
        begin = time.monotonic()
        process = start_autorotated(binary, port, prefix=[])
        ready = wait_ready(port, "/readyz", 10.0)
        elapsed = time.monotonic() - begin
        stop(process)
        started.remove(process)
        if ready:
            times.append(elapsed * 1000)
    return times


def engine_bench(binary):
    output = subprocess.run([binary, "--rounds", "5"], cwd=ROOT, capture_output=True, text=True,
                            timeout=900).stdout
    return output


# How many seed000 round trips one speed probe times: 0.5–1.7 s on the hosts measured so far.
SPEED_PROBE_ROUND_TRIPS = 20_000


def speed_probe(engine_bench, results, before):
    """Times the in-process engine round trip of seed000 (`engine-bench --repeat`, wall clock, N + 1
    runs minus 1 run so process start-up cancels) while nothing else of the bench runs, and appends
    µs per round trip to results["speed_probe"] as the section `before` begins. The work is the
    same each time, so the spread of the probes is how much the machine's own speed moved during
    the run: the alternating rounds cancel slow drift, not a change within one pair of wrk runs."""
    def elapsed(count):
        begin = time.monotonic()
        subprocess.run([engine_bench, "--repeat", SEED, str(count)], cwd=ROOT, stdout=subprocess.DEVNULL,
                       check=True, timeout=300)
        return time.monotonic() - begin
    single = elapsed(1)
    many = elapsed(SPEED_PROBE_ROUND_TRIPS + 1)
    us = max(many - single, 0.0) * 1e6 / SPEED_PROBE_ROUND_TRIPS
    results.setdefault("speed_probe", []).append({"before": before, "us": us})
    log(f"speed probe before {before}: {us:.1f} µs per seed000 round trip")


def gzip_codec(binary):
    """`engine-bench --gzip`: zlib's work for gzip both ways beside the engine round trip, in-process
    by wall clock (medians of 5 rounds); raises when it printed no GZIP line, like a callgrind run
    that counted nothing, so the row is never silently missing."""
    result = subprocess.run([binary, "--gzip", SEED, "--rounds", "5"], cwd=ROOT, capture_output=True,
                            text=True, timeout=300)
    line = next((line for line in result.stdout.splitlines() if line.startswith("GZIP ")), None)
    if line is None:
        raise RuntimeError(f"engine-bench --gzip printed no GZIP line:\n{result.stdout}{result.stderr}")
    return {key: float(value) for key, value in (item.split("=", 1) for item in line.split()[1:])}


def demangle(lines):
    swift = shutil.which("swift-demangle") or "/opt/swift/usr/bin/swift-demangle"
    if not os.path.exists(swift):
        return lines
    done = subprocess.run([swift, "--simplified", "--compact"], input="\n".join(lines), capture_output=True,
                          text=True).stdout
    return done.splitlines()


def callgrind_collected(command, out, timeout):
    """The instructions callgrind counted for `command` (a list, run from the repository root),
    its profile written to `out`; raises when valgrind counted nothing (it gave up on the binary)."""
    result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command],
                            capture_output=True, text=True, cwd=ROOT, timeout=timeout)
    match = re.search(r"Collected : (\d+)", result.stderr)
    if not match:
        raise RuntimeError(f"callgrind counted nothing for {' '.join(command)}:\n{result.stderr[-2000:]}")
    return int(match.group(1))


def engine_profile(binary):
    """callgrind instruction counts per seed000 round trip, and the top exclusive costs. valgrind
    3.19 gives up on the DWARF 5 that clang writes for the package's C targets, so a copy without
    debug info runs (its symbol table kept, for the function names). None without valgrind or strip."""
    if not (shutil.which("valgrind") and shutil.which("strip")):
        return None
    with tempfile.TemporaryDirectory() as work:
        profiled = os.path.join(work, "engine-bench")
        subprocess.run(["strip", "--strip-debug", "-o", profiled, binary], check=True)
        totals = {}
        for count in (1, 51):
            out = os.path.join(work, f"cg.{count}")
            totals[count] = callgrind_collected([profiled, "--repeat", SEED, str(count)], out, 600)
        annotate = subprocess.run(["callgrind_annotate", out], capture_output=True, text=True).stdout
        # The Foundation baseline's round trip, counted the same way (N = 1 and 11).
        foundation = {count: callgrind_collected([profiled, "--repeat-foundation", SEED, str(count)],
                                                 os.path.join(work, f"fd.{count}"), 900)
                      for count in (1, 11)}
        # Linearity in instructions (immune to the machine's noise): a generated 50-deep scenario
        # with 500 and with 2,000 events.
        per_event = {str(events): callgrind_collected([profiled, "--generated", str(events), "50", "1"],
                                                      os.path.join(work, f"gen.{events}"), 900) / events
                     for events in (500, 2000)}
    per_iteration = (totals[51] - totals[1]) / 50
    foundation_per_iteration = (foundation[11] - foundation[1]) / 10
    top = []
    for line in annotate.splitlines():
        match = re.match(r"\s*([\d,]+)\s+\(\s*([\d.]+)%\)\s+(.*)$", line)
        if match and "PROGRAM TOTALS" not in line:
            where = re.sub(r"\s*\[[^\]]*\]\s*$", "", match.group(3))  # drop " [object]"
            name = where.split(":", 1)[1] if ":" in where.split("(")[0] else where  # drop "file:"
            top.append((match.group(1), match.group(2), name))
        if len(top) == 15:
            break
    names = demangle([entry[2] for entry in top])
    return {"per_iteration": per_iteration, "per_event": per_event,
            "foundation_per_iteration": foundation_per_iteration,
            "command": f"valgrind --tool=callgrind engine-bench --repeat {os.path.relpath(SEED, ROOT)} N",
            "top": [(count, pct, name) for (count, pct, _), name in zip(top, names)]}


def fixed_requests(port, path, body, count, content_type, extra_headers=""):
    """`count` POSTs of `body` to `path` on one keep-alive connection, each answer read whole
    (Content-Length or chunked); raises unless every answer is 200. `extra_headers` are header
    lines, each ending in CRLF."""
    request = (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: {content_type}\r\n"
               f"{extra_headers}Content-Length: {len(body)}\r\n\r\n").encode() + body
    with socket.create_connection(("127.0.0.1", port), timeout=120) as conn:
        pending = bytearray()

        def need(size):
            while len(pending) < size:
                chunk = conn.recv(1 << 20)
                if not chunk:
                    raise RuntimeError(f"{path}: connection closed mid-answer")
                pending.extend(chunk)

        def take_line():
            while b"\r\n" not in pending:
                need(len(pending) + 1)
            end = pending.index(b"\r\n")
            line = bytes(pending[:end])
            del pending[:end + 2]
            return line

        for _ in range(count):
            conn.sendall(request)
            status = take_line()
            if b" 200 " not in status:
                raise RuntimeError(f"{path} answered {status!r}")
            headers = {}
            while (line := take_line()):
                name, _, value = line.decode("latin-1").partition(":")
                headers[name.strip().lower()] = value.strip()
            if "content-length" in headers:
                size = int(headers["content-length"])
                need(size)
                del pending[:size]
                continue
            while True:  # chunked
                size = int(take_line().split(b";")[0], 16)
                need(size + 2)
                del pending[:size + 2]
                if size == 0:
                    break


def callgrind_server_total(stripped, out, flags, env, drive):
    """The user-space instructions (callgrind's totals, every thread) of one run of the stripped
    server with `flags` and extra `env`, from start-up to shutdown, while `drive(port)` sends its
    requests."""
    port = free_port()
    process = subprocess.Popen(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", stripped,
         "--host", "127.0.0.1", "--port", str(port), *flags],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT, env={**os.environ, **env})
    started.append(process)
    try:
        if not wait_ready(port, "/readyz", deadline_seconds=120):
            raise RuntimeError("autorotated under callgrind did not become ready")
        drive(port)
    finally:
        stop(process)
        started.remove(process)
    with open(out) as dump:
        return sum(int(line.split()[1]) for line in dump if line.startswith("totals:"))


def server_instructions(binary, scenario_body):
    """User-space instructions autorotated spends per `POST /v1/simulate` of seed000 (plain, and
    gzip both ways as the gzip row sends it) and per scenario of a 1,000-line batch, under callgrind: (I(N₂) − I(N₁)) / (N₂ − N₁) requests of two
    runs of the same server, so start-up and shutdown cancel. Immune to the machine's load, unlike
    the req/s rows; the kernel's share (send, recv, wake-ups) is not counted. valgrind cannot read
    the static binary's debug info, so a stripped copy runs. None without valgrind or strip."""
    if not (shutil.which("valgrind") and shutil.which("strip")):
        return None
    batch_body = (scenario_body + b"\n") * BATCH_SCENARIOS
    gzip_headers = "Content-Encoding: gzip\r\nAccept-Encoding: gzip\r\n"
    cases = {"simulate": ("/v1/simulate", scenario_body, "application/json", (20, 120), 1, ""),
             "simulate_gzip": ("/v1/simulate", gzip.compress(scenario_body, 6, mtime=0), "application/json",
                               (20, 120), 1, gzip_headers),
             "batch": ("/v1/simulate/batch", batch_body, "application/x-ndjson", (1, 3), BATCH_SCENARIOS, "")}
    results = {}
    with tempfile.TemporaryDirectory() as work:
        stripped = os.path.join(work, "autorotated")
        subprocess.run(["strip", "-o", stripped, binary], check=True)
        for key, (path, body, content_type, counts, scenarios, headers) in cases.items():
            totals = [callgrind_server_total(
                stripped, os.path.join(work, f"{key}.{count}.out"), BATCH_FLAGS, {},
                lambda port, count=count: fixed_requests(port, path, body, count, content_type, headers))
                for count in counts]
            results[key] = (totals[1] - totals[0]) / (counts[1] - counts[0]) / scenarios
    return results


# `GET /v1/version` requests per callgrind run of log_line_instructions: two counts, so that
# start-up and shutdown cancel in (I(N₂) − I(N₁)) / (N₂ − N₁).
LOG_LINE_COUNTS = (100, 600)


def get_requests(port, path, count):
    """`count` GETs of `path` on one keep-alive connection, each answer read whole; raises unless
    every answer is 200."""
    conn = HTTPConnection("127.0.0.1", port, timeout=120)
    try:
        for _ in range(count):
            conn.request("GET", path)
            answer = conn.getresponse()
            answer.read()
            if answer.status != 200:
                raise RuntimeError(f"{path} answered {answer.status}")
    finally:
        conn.close()


def log_line_instructions(binary):
    """User-space instructions autorotated spends per `GET /v1/version` (one log line each at
    info) at the default level and at `--log-level warning`, under callgrind, as
    server_instructions counts them: the difference is what the log line costs, request thread
    and log writer thread together (callgrind's totals cover every thread). Unlike the wall-clock
    logging rows, which move by ±20 % between rounds on a shared machine, these counts do not
    depend on the machine's load; the kernel's share (the writer's batched write(2), the
    semaphore wake-ups) is not counted. Hashing is deterministic: with a seed per process, the
    metrics' dictionary lookups collide differently in the two servers, which moved the
    difference by ±1.4 k. None without valgrind or strip."""
    if not (shutil.which("valgrind") and shutil.which("strip")):
        return None
    per_request = {}
    with tempfile.TemporaryDirectory() as work:
        stripped = os.path.join(work, "autorotated")
        subprocess.run(["strip", "-o", stripped, binary], check=True)
        for level, extra in (("info", ()), ("warning", ("--log-level", "warning"))):
            totals = [callgrind_server_total(
                stripped, os.path.join(work, f"{level}.{count}.out"), extra,
                {"SWIFT_DETERMINISTIC_HASHING": "1"},
                lambda port, count=count: get_requests(port, "/v1/version", count))
                for count in LOG_LINE_COUNTS]
            per_request[level] = (totals[1] - totals[0]) / (LOG_LINE_COUNTS[1] - LOG_LINE_COUNTS[0])
    return {"path": "/v1/version", "counts": list(LOG_LINE_COUNTS), **per_request}


def server_profile(args, wrk, body_env):
    """perf record of autorotated serving POST /v1/simulate; the top symbols by self time."""
    if not shutil.which("perf"):
        return None
    port = free_port()
    process = start_autorotated(args.binary, port)
    try:
        if not wait_ready(port, "/readyz"):
            return None
        with tempfile.TemporaryDirectory() as work:
            data = os.path.join(work, "perf.data")
            recorder = subprocess.Popen(["perf", "record", "-F", "999", "-g", "-o", data, "-p",
                                         str(process.pid)], stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
            try:
                wrk.run("profile", f"http://127.0.0.1:{port}/v1/simulate", "post.lua", body_env, duration=5)
            finally:
                stop(recorder, signal.SIGINT)
            report = subprocess.run(["perf", "report", "-i", data, "--no-children", "--sort", "dso,symbol",
                                     "--stdio", "-g", "none", "--percent-limit", "0.8"],
                                    capture_output=True, text=True, timeout=300).stdout
    finally:
        stop(process)
        started.remove(process)
    wrk.commands.pop("profile", None)
    rows = []
    for line in report.splitlines():
        match = re.match(r"\s*([\d.]+)%\s+(\S+)\s+\[\S\]\s+(.*)$", line)
        if match:
            rows.append((match.group(1), match.group(2), match.group(3).strip()))
        if len(rows) == 15:
            break
    names = demangle([row[2] for row in rows])
    return {"top": [(pct, dso, clean_symbol(name)) for (pct, dso, _), name in zip(rows, names)]}


def scenario_bytes():
    import json
    with open(SEED, "rb") as fixture:
        scenario = json.load(fixture)["scenario"]
    return json.dumps(scenario, separators=(",", ":"), ensure_ascii=False).encode()


def machine():
    # The hypervisor names every host "AMD EPYC"; the family and model tell its generation apart
    # (23/49 is Zen 2), and runs on different generations differ by 2× in compute-bound rows.
    fields = {}
    with open("/proc/cpuinfo") as cpuinfo:
        for line in cpuinfo:
            key, _, value = line.partition(":")
            if not key.strip():
                break  # the end of the first processor's block
            fields.setdefault(key.strip(), value.strip())
    model = (f"{fields.get('model name', 'unknown')} (family {fields.get('cpu family', '?')}, "
             f"model {fields.get('model', '?')}, cache {fields.get('cache size', '?')})")

    def first_line(command):
        try:
            result = subprocess.run(command, capture_output=True, text=True, timeout=30)
            return (result.stdout or result.stderr).strip().splitlines()[0]
        except (OSError, IndexError, subprocess.TimeoutExpired):
            return "unavailable"

    return {
        "nproc": os.cpu_count(), "cpu": model, "kernel": platform.release(),
        "swift": first_line(["swift", "--version"]), "nginx": first_line(["nginx", "-v"]),
        "wrk": first_line(["wrk", "-v"]), "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "memory": first_line(["sh", "-c", "grep MemTotal /proc/meminfo"]),
    }


# ---------------------------------------------------------------------------------------------
# RESULTS.md


def clean_symbol(name):
    """perf's symbol column without its padding and the empty `-  -` columns after it."""
    return re.sub(r"(\s+-)+\s*$", "", name).strip()


def fmt_rate(value):
    return f"{value / 1000:.1f}k"


def fmt_times(value):
    return f"{value:.2f}×"


def fmt_percent(fraction):
    return f"{fraction * 100:.1f} %"


def verdict(ok):
    return "met" if ok else "**missed**"


def rounds_range(values, shown):
    """` (rounds a to b)`: the lowest and highest per-round value of an alternating row, each
    formatted by `shown`, so a reader sees where the median sits in its rounds' spread."""
    if len(values) < 2:
        return ""
    return f" (rounds {shown(min(values))} to {shown(max(values))})"


def placement(cores):
    """Which mode the run's cores were in (bench/cores.py), for the Machine section."""
    if cores and cores["mode"] == "split":
        return (f"**split mode**: the servers under test on CPUs {cores['server']} (autorotated with "
                f"{cores.get('workers')} workers, its default there; nginx with {cores['nginx_workers']} worker "
                f"processes), wrk on CPUs {cores['load']} ({cores['wrk_threads']} threads), each pinned with "
                "taskset; the server rows are repeated at " + ", ".join(str(step) for step in cores["steps"])
                + " server cores (Scaling, below)")
    workers = f"autorotated with {cores['workers']} workers (its default), " if cores and cores.get("workers") else ""
    return ("**shared mode**: wrk shares the cores with the server under test (fewer than 4 CPUs, or no "
            f"taskset); {workers}nginx with 1 worker process")


# The gzip row's target: autorotated's gzip rate ≥ this × nginx's.
GZIP_TARGET = 0.2


def gzip_bound(results):
    """What bounds the gzip row: zlib's µs per request (deflate of the answer + inflate of the
    request, `engine-bench --gzip`, in-process) beside the engine's, and whether zlib alone costs
    more CPU per request than the target leaves.

    The target rate is GZIP_TARGET × nginx's median gzip rate. At that rate the server has
    `cpus` / rate of CPU time per request, where `cpus` is what the server could run on: in split
    mode its dedicated cores; in shared mode the CPU it actually got beside wrk during the gzip
    rounds (median of req/s × CPU per request), or, for a run that did not measure that, every
    core of the machine. When zlib's own µs exceed that budget, no engine or HTTP speed-up can meet
    the target on this host: the row is bounded by zlib. None without the zlib figures."""
    codec = results.get("gzip_codec")
    if not codec:
        return None
    rounds = results["simulate_gzip"]["rounds"]
    zlib_us = codec["deflate_us"] + codec["inflate_us"]
    target_rate = GZIP_TARGET * median([r["nginx"]["rps"] for r in rounds])
    cores = results.get("cores") or {}
    if cores.get("mode") == "split":
        cpus, where = float(cores["server_count"]), f"the servers' {cores['server_count']} dedicated cores"
    elif all("server_cpu_us" in r["autorotated"] for r in rounds):
        cpus = median([r["autorotated"]["rps"] * r["autorotated"]["server_cpu_us"] / 1e6 for r in rounds])
        where = f"the {cpus:.2f} CPUs autorotated got beside wrk"
    else:
        cpus = float(results["machine"]["nproc"])
        where = f"all {results['machine']['nproc']} cores (the CPU autorotated got was not measured in this run)"
    budget_us = cpus * 1e6 / target_rate
    share = zlib_us / (zlib_us + codec["engine_us"])
    text = (f"zlib's share: **{zlib_us:.1f} µs** (deflate {codec['deflate_us']:.1f} + inflate "
            f"{codec['inflate_us']:.1f}) beside the engine's {codec['engine_us']:.1f} µs, {share * 100:.0f} % of the "
            f"two; the target's {fmt_rate(target_rate)} req/s on {where} leaves **{budget_us:.1f} µs** of CPU "
            "per request" + (", less than zlib alone" if zlib_us > budget_us else ""))
    return {"zlib_us": zlib_us, "budget_us": budget_us, "bounded": zlib_us > budget_us, "text": text}


def scaling_lines(results):
    """The Scaling section: the server rows at each step of server cores (split mode only)."""
    steps = results.get("scaling")
    if not steps:
        return []
    cores = results["cores"]
    lines = ["", "## Scaling with server cores (split mode)", "",
             f"autorotated and nginx on the first N of the servers' CPUs {cores['server']} (each pinned with taskset, "
             "autorotated with its default workers, which the startup line confirmed equal N; nginx with N "
             f"worker processes), wrk on CPUs {cores['load']} ({cores['wrk_threads']} threads, "
             f"{WRK_CONNECTIONS} connections). Medians of {results['rounds']} alternating rounds; "
             "the last step is the rows above.", "",
             "| server cores | CPUs | case | nginx req/s | autorotated req/s | ratio | autorotated req/s per core |",
             "|---|---|---|---|---|---|---|"]
    for step in steps:
        for case in step["cases"].values():
            auto = median([r["autorotated"]["rps"] for r in case["rounds"]])
            nginx = median([r["nginx"]["rps"] for r in case["rounds"]])
            lines.append(f"| {step['cores']} | {step['cpus']} | {case['title']} | {nginx:.0f} | {auto:.0f} | "
                         f"{auto / nginx:.2f} | {auto / step['cores']:.0f} |")
    return lines


def issue19_rows(results):
    """Summary rows for the issue-19 figures; each only when the run measured it (older JSONs lack them)."""
    rows = []
    logging = results.get("logging")
    if logging:
        for key, case in logging["cases"].items():
            info = median([r["info"]["rps"] for r in case["rounds"]])
            quiet = median([r["warning"]["rps"] for r in case["rounds"]])
            cost = 1 - info / quiet
            costs = [1 - r["info"]["rps"] / r["warning"]["rps"] for r in case["rounds"]]
            what = ("each request logged at info" if case["logged_at_info"] else
                    "a successful probe is logged at debug, so not at info: this is the level check only")
            rows.append((f"logging cost: {case['title']} at the default level (info) vs `--log-level warning`, "
                         f"same binary ({what}; {case['info_lines']:,} log lines for "
                         f"{int(case['info_requests']):,} requests at info)",
                         f"{fmt_rate(info)} vs {fmt_rate(quiet)} req/s: cost 1 − info/warning = **{cost * 100:.1f} %**"
                         + rounds_range(costs, fmt_percent),
                         "≤ 5 % (issue 19)", verdict(cost <= 0.05)))
        cpu_cells = []
        for case in logging["cases"].values():
            if not all("server_cpu_us" in r[level] for r in case["rounds"] for level in ("info", "warning")):
                continue  # an older JSON
            info_us = median([r["info"]["server_cpu_us"] for r in case["rounds"]])
            quiet_us = median([r["warning"]["server_cpu_us"] for r in case["rounds"]])
            costs = [1 - r["warning"]["server_cpu_us"] / r["info"]["server_cpu_us"] for r in case["rounds"]]
            role = "logged" if case["logged_at_info"] else "not logged at info: the measure's own noise"
            cpu_cells.append(f"{case['title']} ({role}): {info_us:.2f} vs {quiet_us:.2f} µs, "
                             f"**{(1 - quiet_us / info_us) * 100:.1f} %**"
                             + rounds_range(costs, fmt_percent))
        if cpu_cells:
            rows.append(("… the same in server CPU: autorotated's CPU time per request at info vs warning, all its "
                         "threads (log writer included) from /proc/PID/task/*/schedstat, medians of the same "
                         "rounds; cost 1 − warning/info",
                         "; ".join(cpu_cells),
                         "(explains the logging rows: what the server itself spent per request; this too moves "
                         "with where the scheduler puts wrk, so read its rounds' spread as well)", "—"))
    counted = results.get("log_instructions")
    if counted:
        line = counted["info"] - counted["warning"]
        rows.append(("… the same in instructions: autorotated's user-space instructions per `GET /v1/version` "
                     "at info vs warning (callgrind, stripped binary, one keep-alive connection; request and "
                     "log writer threads together)",
                     f"{counted['info'] / 1e3:,.1f} k vs {counted['warning'] / 1e3:,.1f} k: the log line is "
                     f"{line / 1e3:,.1f} k, **{line / counted['info'] * 100:.1f} %** of the request",
                     "(explains the logging rows: immune to the machine's load; the kernel's share is not "
                     "counted)", "—"))
    per_sim = results.get("per_simulation")
    if per_sim:
        counts = per_sim["simulations"]
        rates = {key: median([r[key]["rps"] for r in per_sim["rounds"]]) for key in counts}
        single_us = 1e6 / rates["simulate"]
        titles = {"compare": f"`POST /v1/compare` seed000, default columns ({counts['compare']} simulations)",
                  "lint": f"`POST /v1/lint` seed000, 6.0–26.0, phone and pad ({counts['lint']} simulations, "
                          "counted by `engine-bench --repeat-lint`)"}
        for key, title in titles.items():
            if not counts[key] or not rates[key]:
                rows.append((title, "not measured", "µs/simulation ≤ one simulate's (issue 19)", "**missed**"))
                continue
            per = 1e6 / (rates[key] * counts[key])
            paired = [r["simulate"]["rps"] / (r[key]["rps"] * counts[key]) for r in per_sim["rounds"]
                      if r[key]["rps"]]
            rows.append((f"{title}: µs per simulation vs one `POST /v1/simulate`",
                         f"{rates[key]:.0f} req/s × {counts[key]} = {per:.1f} µs vs {single_us:.1f} µs "
                         f"({fmt_rate(rates['simulate'])} req/s) = **{per / single_us:.2f}×**"
                         + rounds_range(paired, fmt_times),
                         "≤ 1.0× (issue 19)", verdict(per <= single_us)))
    batch = results.get("batch")
    if batch:
        batch_rate = median([r["batch"]["rps"] for r in batch["rounds"]]) * batch["scenarios"]
        single = median([r["single"]["rps"] for r in batch["rounds"]])
        simulate_row = median([r["autorotated"]["rps"] for r in results["simulate"]["rounds"]])
        paired = [r["batch"]["rps"] * batch["scenarios"] / r["single"]["rps"] for r in batch["rounds"]]
        rows.append((f"`POST /v1/simulate/batch` of {batch['scenarios']:,} seed000 lines (NDJSON) vs single "
                     "`POST /v1/simulate` on keep-alive, same server, alternating",
                     f"{fmt_rate(batch_rate)} scenarios/s vs {fmt_rate(single)} req/s = "
                     f"**{batch_rate / single:.2f}×**{rounds_range(paired, fmt_times)}; "
                     f"{batch_rate / simulate_row:.2f}× the simulate row's {fmt_rate(simulate_row)}",
                     "≥ 1.5× (issue 19)", verdict(batch_rate / single >= 1.5)))
    profile = results.get("engine_profile")
    if profile and profile.get("per_iteration"):
        per = profile["per_iteration"]
        rows.append(("engine round trip of seed000 (decode, simulate, encode), callgrind",
                     f"**{per / 1e3:,.0f} k** instructions", "≤ 600 k (issue 19)", verdict(per <= 600_000)))
    served = results.get("server_instructions")
    if served:
        rows.append(("autorotated's user-space instructions (callgrind, stripped binary, default flags but "
                     "the batch body limit): per `POST /v1/simulate` of seed000, and per scenario of a "
                     f"{BATCH_SCENARIOS:,}-line batch",
                     f"{served['simulate'] / 1e3:,.0f} k per request, {served['batch'] / 1e3:,.0f} k per batch "
                     f"scenario (**{served['simulate'] / served['batch']:.2f}×**)",
                     "(explains the batch row: the kernel's share is not counted)", "—"))
        if "simulate_gzip" in served:
            rows.append(("… per `POST /v1/simulate` of seed000 with gzip both ways (the request inflated, "
                         "the answer deflated at the server's level)",
                         f"{served['simulate_gzip'] / 1e3:,.0f} k per request "
                         f"(**{served['simulate_gzip'] / served['simulate']:.2f}×** a plain one)",
                         "(explains the gzip row: callgrind counts each byte of a `rep movs`/`rep stos` "
                         "as an instruction)", "—"))
    codec = results.get("gzip_codec")
    if codec:
        rows.append(("… the same work by wall clock, in-process (`engine-bench --gzip`, median of "
                     f"{codec['rounds']:.0f} rounds): the engine round trip of seed000 vs zlib's part of gzip "
                     f"both ways, the deflate of the {codec['answer']:,.0f} B answer at level {codec['level']:.0f} "
                     f"(to {codec['answer_gz']:,.0f} B) and the inflate of the {codec['request_gz']:,.0f} B request",
                     f"{codec['engine_us']:.1f} µs vs {codec['deflate_us']:.1f} + {codec['inflate_us']:.1f} µs: "
                     f"zlib is **{codec['codec_per_engine']:.2f}×** the engine",
                     "(explains the gzip row: zlib's work comes on top of the engine's in every gzip request)", "—"))
    return rows


def issue19_round_lines(results):
    """The per-round figures behind issue19_rows, as tables under ## Rounds."""
    lines = []
    logging = results.get("logging")
    if logging:
        lines += ["", "Logging cost (same binary, default level info vs `--log-level warning`; alternating):", "",
                  "| case | round | info req/s | warning req/s | cost 1 − info/warning | info p99 ms "
                  "| server CPU µs/request, info | … warning |",
                  "|---|---|---|---|---|---|---|---|"]
        for case in logging["cases"].values():
            for index, r in enumerate(case["rounds"], 1):
                cpu = [f"{r[level]['server_cpu_us']:.2f}" if "server_cpu_us" in r[level] else "—"
                       for level in ("info", "warning")]
                lines.append(f"| {case['title']} | {index} | {r['info']['rps']:.0f} | {r['warning']['rps']:.0f} | "
                             f"{(1 - r['info']['rps'] / r['warning']['rps']) * 100:.1f} % | "
                             f"{r['info']['p99_us'] / 1000:.2f} | {cpu[0]} | {cpu[1]} |")
    per_sim = results.get("per_simulation")
    if per_sim:
        counts = per_sim["simulations"]
        lines += ["", "Compare and lint per simulation (default server; the three alternate; µs per simulation = "
                  "1 / (req/s × simulations per request)):", "",
                  "| round | simulate req/s | µs | compare req/s | µs/simulation | lint req/s | µs/simulation |",
                  "|---|---|---|---|---|---|---|"]
        for index, r in enumerate(per_sim["rounds"], 1):
            cells = []
            for key in ("simulate", "compare", "lint"):
                rps = r[key]["rps"]
                cells += [f"{rps:.0f}", f"{1e6 / (rps * counts[key]):.1f}" if rps and counts[key] else "–"]
            lines.append(f"| {index} | " + " | ".join(cells) + " |")
    batch = results.get("batch")
    if batch:
        lines += ["", f"Batch ({batch['scenarios']:,} lines, {batch['request_bytes']:,} B request, "
                  f"{batch['response_bytes']:,} B answer; batch on {batch.get('connections', WRK_CONNECTIONS)} "
                  f"connections, single on {WRK_CONNECTIONS}, alternating on the batch server):", "",
                  "| round | batch req/s | scenarios/s | single req/s | ratio | batch p99 ms |",
                  "|---|---|---|---|---|---|"]
        for index, r in enumerate(batch["rounds"], 1):
            scenarios = r["batch"]["rps"] * batch["scenarios"]
            lines.append(f"| {index} | {r['batch']['rps']:.2f} | {scenarios:.0f} | {r['single']['rps']:.0f} | "
                         f"{scenarios / r['single']['rps']:.2f} | {r['batch']['p99_us'] / 1000:.1f} |")
    return lines


def client_rows(results):
    """The client-vs-wrk rows of the summary: each case's median ratio beside its own target."""
    rows = []
    client = results.get("client")
    if not client:
        return rows
    for key, case in client["cases"].items():
        ratios = [r["client"] / r["wrk"] for r in case["rounds"]]
        target = CLIENT_TARGETS.get(key, 0.8)
        rows.append((f"one `AutorotateClient` vs `wrk -t1 -c1`, one keep-alive connection: {case['title']}",
                     f"{fmt_rate(median([r['client'] for r in case['rounds']]))} vs "
                     f"{fmt_rate(median([r['wrk'] for r in case['rounds']]))} req/s = "
                     f"**{median(ratios):.2f}×**" + rounds_range(ratios, fmt_times),
                     f"≥ {target}× (issue 41)", verdict(median(ratios) >= target)))
    return rows


def write_results(args, results):
    if "simulate" not in results:
        return
    if "wrk" in results:  # a run in progress hands over the Wrk runner
        results["commands"] = results.pop("wrk").commands
    m = results["machine"]
    commands = results["commands"]
    lines = [
        "# Benchmark results (issue 7)",
        "",
        "Written by `make bench` (bench/run.sh → bench/harness.py); do not edit by hand. Figures are",
        f"medians of {results['rounds']} alternating rounds of {results['duration']} s each (the logging rows: "
        f"{max(results['rounds'], LOGGING_ROUNDS)}), taken in one run "
        "on a shared machine, so compare the ratios, not the absolute rates.",
        "",
        "## Machine",
        "",
        f"- {m['nproc']} cores: {m['cpu']}; {m['memory']}",
        f"- kernel {m['kernel']}; {m['swift']}",
        f"- {m['nginx']}; {m['wrk']}",
        f"- {placement(results.get('cores'))}",
        f"- run {m['date']}",
    ]
    lines += rerun_lines(results)
    client = results.get("client")
    probes = results.get("speed_probe")
    if probes:
        fastest = min(p["us"] for p in probes)
        lines.append(
            "- the machine's own speed during the run: one in-process seed000 round trip (`engine-bench "
            f"--repeat`, nothing else running), timed before each section, took "
            + ", ".join(f"{p['us']:.1f} µs before {p['before']}" for p in probes)
            + f": the slowest is **{max(p['us'] for p in probes) / fastest:.2f}×** the fastest")
    lines += [
        "",
        "Each row measured in alternating rounds gives its rounds' lowest and highest value in brackets;",
        "where that spread straddles the target, the verdict is decided by the machine's noise.",
        "",
    ]
    summary = []

    def ratio_rows(key):
        rounds = results[key]["rounds"]
        auto = median([r["autorotated"]["rps"] for r in rounds])
        nginx = median([r["nginx"]["rps"] for r in rounds])
        per_round = [r["autorotated"]["rps"] / r["nginx"]["rps"] for r in rounds]
        return auto, nginx, auto / nginx, per_round

    sizes = results["sizes"]
    auto, nginx, ratio, per = ratio_rows("livez")
    summary.append(("`GET /livez` vs nginx static reply", f"{fmt_rate(auto)} vs {fmt_rate(nginx)} req/s = "
                    f"**{ratio:.2f}×**" + rounds_range(per, fmt_times), "≥ 0.9× (issue 19)", verdict(ratio >= 0.9)))
    auto, nginx, ratio, per = ratio_rows("simulate")
    summary.append(("`POST /v1/simulate` seed000 vs nginx static file of the same size",
                    f"{fmt_rate(auto)} vs {fmt_rate(nginx)} req/s = **{ratio:.2f}×**" + rounds_range(per, fmt_times),
                    "≥ 0.3×",
                    verdict(ratio >= 0.3)))
    auto, nginx, ratio, per = ratio_rows("simulate_gzip")
    bound = gzip_bound(results)
    summary.append(("… with `Content-Encoding: gzip` + `Accept-Encoding: gzip`",
                    f"{fmt_rate(auto)} vs {fmt_rate(nginx)} req/s = **{ratio:.2f}×**" + rounds_range(per, fmt_times)
                    + (f"; {bound['text']}" if bound else "; zlib's share not measured (no `engine-bench --gzip`)"),
                    f"≥ {GZIP_TARGET}× (issue 19)",
                    verdict(ratio >= GZIP_TARGET) + (" (**bounded by zlib**)" if bound and bound["bounded"] else "")))
    summary += issue19_rows(results)
    lat = results["latency"]
    p = {key: median([r["autorotated"][key] for r in lat["rounds"]]) / 1000
         for key in ("p50_us", "p99_us", "p999_us", "rps")}
    p["rps"] *= 1000
    summary.append((f"latency at ~half peak ({fmt_rate(p['rps'])} of {fmt_rate(lat['peak'])} req/s)",
                    f"p50 {p['p50_us']:.2f} ms, **p99 {p['p99_us']:.2f} ms**"
                    + rounds_range([r["autorotated"]["p99_us"] / 1000 for r in lat["rounds"]],
                                   lambda x: f"{x:.2f} ms") + f", p99.9 {p['p999_us']:.2f} ms",
                    "p99 ≤ 2 ms", verdict(p["p99_us"] <= 2.0)))
    crowd = results["crowd"]
    rss_peak = max(r["rss_after_kib"] for r in crowd["rounds"]) / 1024
    crowd_ratio = median([r["with"]["rps"] / r["without"]["rps"] for r in crowd["rounds"]])
    opened = min(r["opened"] for r in crowd["rounds"])
    alive = min(r["alive"] for r in crowd["rounds"])
    summary.append((f"{CROWD:,} idle keep-alive connections: RSS",
                    f"{crowd['rss_before_kib'] / 1024:.1f} MB before → **{rss_peak:.1f} MB** with the crowd "
                    f"({opened:,} opened, {alive:,} still open after the run)", "≤ 150 MB",
                    verdict(rss_peak <= 150 and opened >= CROWD)))
    summary.append(("… real-work throughput with / without the crowd", f"**{crowd_ratio:.2f}×**", "≥ 0.9×",
                    verdict(crowd_ratio >= 0.9)))
    slow = results.get("slowloris")
    if slow:
        before = median([r["without"]["p99_us"] for r in slow["rounds"]]) / 1000
        after = median([r["with"]["p99_us"] for r in slow["rounds"]]) / 1000
        held = min(r["alive"] for r in slow["rounds"])
        summary.append((f"{SLOWLORIS:,} slowloris connections (one header byte every 2 s each): one keep-alive "
                        "client's p99",
                        f"{before:.2f} ms without → **{after:.2f} ms** with them ({held:,} still held after the run)",
                        "≤ 2× without (1 ms floor)", verdict(after <= 2 * max(before, 1.0))))
    engine = results["engine"]
    seed_row = re.search(r"^\| seed000-force-landscape-tabbar \|.*\| ([\d.]+)× \|$", engine, re.M)
    seed_ratio = float(seed_row.group(1)) if seed_row else 0.0
    seed_micros = re.search(r"^\| seed000-force-landscape-tabbar \| \d+ \| ([\d.]+) \|", engine, re.M)
    summary.append(("engine in-process: seed000 round trip vs Foundation Codable",
                    f"{seed_micros.group(1) if seed_micros else '?'} µs, **{seed_ratio:.1f}×** faster",
                    "≥ 25× (issue 19; was ≥ 10×)", verdict(seed_ratio >= 25)))
    profile = results.get("engine_profile")
    if profile and profile.get("foundation_per_iteration") and profile.get("per_iteration"):
        ratio = profile["foundation_per_iteration"] / profile["per_iteration"]
        summary.append(("… the same in instructions (callgrind; immune to the machine's load)",
                        f"{profile['per_iteration'] / 1e6:.2f} M vs {profile['foundation_per_iteration'] / 1e6:.2f} M "
                        f"instructions = **{ratio:.1f}×**", "≥ 10×", verdict(ratio >= 10)))
    if profile and profile.get("per_event") and all(profile["per_event"].values()):
        small, large = profile["per_event"]["500"], profile["per_event"]["2000"]
        summary.append(("engine cost linear in events: instructions per event (callgrind), 500 → 2,000 "
                        "events, 50 deep", f"{small / 1e3:.0f}k → {large / 1e3:.0f}k (**{large / small:.2f}×**)",
                        "linear (≈ 1.0×)", verdict(large / small <= 1.1)))
    per_event = [float(x) for x in re.findall(r"^\| (?:1000|2500|5000|10000) \| 50 \| [\d.]+ \| ([\d.]+) \|",
                                              engine, re.M)]
    if per_event:
        spread = max(per_event) / min(per_event)
        summary.append(("… wall clock µs per event, 1k → 10k events, 50 deep (cache effects included)",
                        " → ".join(f"{x:.1f}" for x in per_event) + f" (max/min **{spread:.2f}**)",
                        "(informational: max/min ≲ 1.3 if linear)", "met" if spread <= 1.3 else "see notes"))
    cold = results["cold_start"]
    summary.append(("cold start: exec to first `/readyz` = 200",
                    f"**{median(cold):.1f} ms** (median of {len(cold)}; min {min(cold):.1f}, max {max(cold):.1f})"
                    if cold else "never ready", "≤ 100 ms", verdict(bool(cold) and median(cold) <= 100)))

    summary += client_rows(results)
    lines += ["## Figures beside their targets", "", "| figure | measured | target | |", "|---|---|---|---|"]
    lines += [f"| {a} | {b} | {c} | {d} |" for a, b, c, d in summary]
    lines += [
        "",
        f"Sizes: `/livez` body {sizes['livez']} B; seed000 request {sizes['request']} B "
        f"({sizes['request_gz']} B gzip), response {sizes['simulate']} B ({sizes['simulate_gz']} B gzip). "
        "nginx serves files of exactly these sizes (a static reply for `/livez`, static files for the "
        "simulate cases, the gzip one with `Content-Encoding: gzip`); POST reaches nginx's static module "
        "through `error_page 405 =200 $uri`, so nginx reads and discards the same request body.",
        "",
        "## Rounds",
        "",
        "| case | round | nginx req/s | autorotated req/s | ratio | autorotated p99 ms |",
        "|---|---|---|---|---|---|",
    ]
    for key in ("livez", "simulate", "simulate_gzip"):
        for index, r in enumerate(results[key]["rounds"], 1):
            lines.append(f"| {results[key]['title']} | {index} | {r['nginx']['rps']:.0f} | "
                         f"{r['autorotated']['rps']:.0f} | {r['autorotated']['rps'] / r['nginx']['rps']:.2f} | "
                         f"{r['autorotated']['p99_us'] / 1000:.2f} |")
    lines += issue19_round_lines(results)
    lines += scaling_lines(results)
    lines += [
        "",
        "## Latency at about half the peak rate",
        "",
        f"wrk2 is not in Debian, so the rate is set the closed-loop way: {lat['connections']} keep-alive "
        f"connections, each waiting {lat['delay_ms']} ms (wrk's `delay()` hook, bench/lua/report.lua) before "
        "its next request; the connection count is calibrated once so the achieved rate lands near half of "
        f"autorotated's median peak ({fmt_rate(lat['peak'])} req/s on seed000). wrk measures each request "
        "from its write to its response, so this is service latency under a steady half load; it is not "
        "corrected for coordinated omission the way wrk2's open-loop mode would be (a stall delays the "
        "next requests instead of counting against them). nginx is run at the same settings for reference.",
        "",
        "| server | round | achieved req/s | p50 ms | p99 ms | p99.9 ms | max ms |",
        "|---|---|---|---|---|---|---|",
    ]
    for index, r in enumerate(lat["rounds"], 1):
        for server in ("autorotated", "nginx"):
            x = r[server]
            lines.append(f"| {server} | {index} | {x['rps']:.0f} | {x['p50_us'] / 1000:.2f} | "
                         f"{x['p99_us'] / 1000:.2f} | {x['p999_us'] / 1000:.2f} | {x['max_us'] / 1000:.2f} |")
    lines += [
        "",
        f"## {CROWD:,} idle connections",
        "",
        "bench/idle_crowd.py opens the connections, sends one `GET /livez` on each (so each is an "
        "established keep-alive connection past its first request), reads the answers and then holds them "
        "silent while `POST /v1/simulate` runs again at full rate; it then counts how many are still open. "
        f"This run has its own autorotated, started with `--max-connections {CROWD + 2000} --idle-timeout 600` "
        "(the defaults, 10000 and 60 s, are below what this test holds); every other figure is taken with "
        "the default flags.",
        "",
        "| round | opened | still open | RSS with crowd idle MB | RSS after the run MB | req/s without | req/s with | ratio |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for index, r in enumerate(crowd["rounds"], 1):
        lines.append(f"| {index} | {r['opened']} | {r['alive']} | {r['rss_idle_kib'] / 1024:.1f} | "
                     f"{r['rss_after_kib'] / 1024:.1f} | {r['without']['rps']:.0f} | {r['with']['rps']:.0f} | "
                     f"{r['with']['rps'] / r['without']['rps']:.2f} |")
    lines += ["", f"RSS before the first crowd {crowd['rss_before_kib'] / 1024:.1f} MB, after the last one "
              f"closed {crowd['rss_end_kib'] / 1024:.1f} MB.", ""]
    if client:
        lines += ["## One client vs wrk on one connection (issue 5)", "",
                  f"autorotated pinned to core {client['cores']['server']}; on core {client['cores']['load']}, "
                  "alternately `wrk -t1 -c1` and `autorotate bench` (one `AutorotateClient`, requests back to back "
                  "on one keep-alive connection; the blocking API unless the case says async), same endpoint and "
                  "body, identity encoding both "
                  f"ways. Scenario `{client['scenario']}` ({client['answer_bytes']:,} B answer); run {client['date']}. "
                  "The typed case includes decoding every answer into the engine's `Simulation` value.", "",
                  "| case | round | wrk req/s | client req/s | ratio |", "|---|---|---|---|---|"]
        for case in client["cases"].values():
            for index, r in enumerate(case["rounds"], 1):
                lines.append(f"| {case['title']} | {index} | {r['wrk']:.0f} | {r['client']:.0f} | "
                             f"{r['client'] / r['wrk']:.2f} |")
        lines += ["", "Client commands (the wrk ones are under Commands):", "", "```"]
        lines += [case["client_command"] for case in client["cases"].values()]
        lines += ["```", ""]
    lines += ["## Cold start", "",
              "bench/harness.py spawns autorotated on a free port and polls `GET /readyz` on a fresh "
              "connection about every 2 ms; the time runs from just before the spawn to the first 200 "
              "(Python's fork/exec and the polling interval are included).", "",
              "Runs (ms): " + ", ".join(f"{x:.1f}" for x in cold), ""]
    lines += ["## Engine in-process (bench/EngineBench)", "",
              "`engine-bench --rounds 5`: each figure is the median of 5 rounds, engine and Foundation "
              "alternating within each round; the ratio is the median of the per-round ratios. The "
              "Foundation column decodes the same body with `JSONDecoder` into a Codable JSON mirror, runs "
              "the same validation and simulation on it, and encodes the simulation (prepared beforehand as "
              "the same mirror) with `JSONEncoder` (sorted keys): the engine's own JSON code takes no part "
              "in the baseline.", ""]
    lines += [line for line in engine.splitlines()]
    if results.get("engine_profile"):
        prof = results["engine_profile"]
        lines += ["", "## Profile: engine (callgrind)", "",
                  f"`{prof['command']}` with N = 1 and 51: **{prof['per_iteration'] / 1e6:.2f} M instructions** "
                  "per seed000 decode + simulate + encode. Top exclusive costs of the N = 51 run:", "",
                  "| instructions | % | function |", "|---|---|---|"]
        lines += [f"| {c} | {p}% | `{n[:140]}` |" for c, p, n in prof["top"]]
    if results.get("server_profile"):
        lines += ["", "## Profile: autorotated under `POST /v1/simulate` load (perf, self time)", "",
                  "`perf record -F 999 -g -p PID` during a 5 s wrk run; `perf report --no-children --sort dso,symbol`.",
                  "", "| % | object | symbol |", "|---|---|---|"]
        lines += [f"| {p} | {d} | `{clean_symbol(n)[:140]}` |" for p, d, n in results["server_profile"]["top"]]
    lines += ["", "## Commands", "", "```"]
    lines += ["make bench   # bench/run.sh: apt-get install wrk nginx if missing, scripts/build-release.sh, then:"]
    lines += ["bench/harness.py --binary …/release/autorotated --engine-bench …/release/engine-bench "
              f"--rounds {results['rounds']} --duration {results['duration']}"]
    cores = results.get("cores") or {"mode": "shared", "nginx_workers": 1}
    # Split mode: every server under test runs on the servers' CPUs (wrk's lines below show theirs).
    on = f"taskset -c {cores['server']} " if cores["mode"] == "split" else ""
    nginx_workers = cores["nginx_workers"]
    lines += [f"{on}nginx -p TMP -c TMP/nginx-PORT.conf   # {nginx_workers} worker"
              f"{'s' if nginx_workers != 1 else ''}, access_log off, keepalive_requests 100000000"]
    lines += [f"{on}autorotated --host 127.0.0.1 --port PORT > TMP/server.log 2>&1   # default flags: log level info",
              f"{on}autorotated --host 127.0.0.1 --port PORT --max-connections {CROWD + 2000} --idle-timeout 600"
              "   # the idle-crowd run only"]
    if results.get("scaling"):
        lines += ["taskset -c FIRST-N-SERVER-CPUS autorotated --host 127.0.0.1 --port PORT; taskset -c "
                  "FIRST-N-SERVER-CPUS nginx …   # the scaling rows: N workers each, wrk as for the rows above"]
    if results.get("logging"):
        lines += [f"{on}autorotated --host 127.0.0.1 --port PORT > TMP/server-logging-info.log 2>&1",
                  f"{on}autorotated --host 127.0.0.1 --port PORT --log-level warning > TMP/server-logging-warning.log 2>&1"
                  "   # the logging-cost rows only: two fresh servers, alternating"]
    if results.get("batch"):
        lines += [f"{on}autorotated --host 127.0.0.1 --port PORT " + " ".join(results["batch"]["flags"])
                  + "   # the batch rows only (1,000 seed000 lines exceed the default 1 MiB body limit)"]
    if results.get("server_instructions"):
        lines += ["strip -o TMP/autorotated …/release/autorotated; valgrind --tool=callgrind TMP/autorotated "
                  "--host 127.0.0.1 --port PORT " + " ".join(BATCH_FLAGS)
                  + "   # server instructions: 20 and 120 simulates, 1 and 3 batches, one keep-alive connection"]
    if results.get("log_instructions"):
        lines += ["SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind TMP/autorotated --host 127.0.0.1 "
                  "--port PORT [--log-level warning]"
                  "   # log line instructions: 100 and 600 GET /v1/version, one keep-alive connection"]
    if results.get("per_simulation"):
        lines += [f"engine-bench --repeat-lint {os.path.relpath(SEED, ROOT)} 1   # prints the simulations per lint"]
    for label, command in commands.items():
        lines.append(f"# {label}")
        lines.append(command)
    lines += [f"python3 bench/idle_crowd.py PORT {CROWD}", f"python3 bench/slowloris.py PORT {SLOWLORIS}",
              "engine-bench --rounds 5"]
    if results.get("speed_probe"):
        lines += [f"engine-bench --repeat {os.path.relpath(SEED, ROOT)} 1; engine-bench --repeat "
                  f"{os.path.relpath(SEED, ROOT)} {SPEED_PROBE_ROUND_TRIPS + 1}   # the speed probe, timed"]
    if results.get("gzip_codec"):
        lines += [f"engine-bench --gzip {os.path.relpath(SEED, ROOT)} --rounds 5"]
    lines += ["```", ""]
    notes = os.path.join(HERE, "NOTES.md")
    if os.path.exists(notes):
        with open(notes) as extra:
            lines += ["", extra.read().rstrip(), ""]
    with open(args.out, "w") as out:
        out.write("\n".join(lines))


if __name__ == "__main__":
    main()
