#!/usr/bin/env python3
"""The client's own instructions per request, from callgrind: the figures of bench/NOTES.md's
"Why the client misses" for the four client rows of `make bench`.

    bench/client_instructions.py --binary AUTOROTATED --client AUTOROTATE [--case livez ...]

Starts its own autorotated (pinned to the last CPU) on a free loopback port, then runs
`autorotate bench` under callgrind (pinned to CPU 0) for 2 s and for 6 s per case and prints
(I₆ − I₂) / (n₆ − n₂): start-up and exit cancel, what is left is one request. callgrind cannot
read the debug information of a full-LTO release binary, so the client is run from a copy with
its debug sections stripped (`strip --strip-debug`, symbols kept). The profiles stay in
--keep DIR when given (callgrind_annotate reads them). The server is stopped by its PID.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

from harness import CLIENT_CASES, free_port, stop, wait_ready, write_client_body

SECONDS = (2, 6)


def instructions(profile):
    """The total of a callgrind output file."""
    with open(profile) as text:
        for line in text:
            if line.startswith("summary:") or line.startswith("totals:"):
                return int(line.split()[1])
    raise RuntimeError(f"no total in {profile}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True, help="release autorotated")
    parser.add_argument("--client", required=True, help="release autorotate CLI")
    parser.add_argument("--case", action="append", choices=[case[0] for case in CLIENT_CASES],
                        help="only these cases (default: all four)")
    parser.add_argument("--keep", help="directory for the callgrind profiles")
    args = parser.parse_args()
    if not shutil.which("valgrind"):
        sys.exit("valgrind is not installed")
    cores = os.cpu_count() or 1
    pin = (lambda core: ["taskset", "-c", core]) if shutil.which("taskset") and cores > 1 else (lambda core: [])
    with tempfile.TemporaryDirectory(prefix="autorotate-instructions-") as work:
        keep = args.keep or work
        os.makedirs(keep, exist_ok=True)
        client = os.path.join(work, "autorotate")
        subprocess.run(["strip", "--strip-debug", "-o", client, args.client], check=True)
        body_path = write_client_body(work)
        port = free_port()
        server = subprocess.Popen(pin(str(cores - 1)) + [args.binary, "--host", "127.0.0.1", "--port", str(port)],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            if not wait_ready(port, "/readyz"):
                raise RuntimeError("autorotated did not become ready")
            for key, title, script, client_args, _ in CLIENT_CASES:
                if args.case and key not in args.case:
                    continue
                runs = []
                for seconds in SECONDS:
                    profile = os.path.join(keep, f"callgrind-{key}-{seconds}s.out")
                    command = pin("0") + ["valgrind", "--tool=callgrind", f"--callgrind-out-file={profile}",
                                          client, "bench", "--server", f"http://127.0.0.1:{port}",
                                          "--seconds", str(seconds)] + client_args
                    if script != "get.lua":
                        command.append(body_path)
                    output = subprocess.run(command, capture_output=True, text=True, timeout=seconds * 20 + 120)
                    match = re.search(r": (\d+) requests", output.stdout)
                    if output.returncode != 0 or not match:
                        raise RuntimeError(f"autorotate bench failed: {output.stdout}{output.stderr[-2000:]}")
                    runs.append((int(match.group(1)), instructions(profile)))
                (n1, i1), (n2, i2) = runs
                if n2 <= n1:
                    raise RuntimeError(f"{key}: the longer run answered no more requests ({n1}, {n2})")
                print(f"{key}: {(i2 - i1) / (n2 - n1) / 1000:.1f} k instructions per request "
                      f"({n1} and {n2} requests) — {title}", flush=True)
        finally:
            stop(server)


if __name__ == "__main__":
    main()
