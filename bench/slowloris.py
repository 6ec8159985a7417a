#!/usr/bin/env python3
"""Holds N slowloris connections to 127.0.0.1:PORT for bench/harness.py.

    slowloris.py PORT N

Opens N connections and starts a request on each that never ends: one byte of a header every
2 s per connection. Prints `OPEN <count>` once all are open, then trickles; on a `report` line on
stdin it prints `ALIVE <count>` (connections the server has not closed); it exits on end of input
or SIGTERM, closing everything.
"""

import resource
import selectors
import socket
import sys
import threading
import time

START = b"GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
INTERVAL = 2.0


def alive_count(conns):
    alive = 0
    for conn in conns:
        try:
            data = conn.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT)
            alive += 1 if data else 0  # b"": the server closed it
        except BlockingIOError:
            alive += 1
        except OSError:
            pass
    return alive


def trickle(conns, stopping):
    while not stopping.wait(INTERVAL):
        for conn in conns:
            try:
                conn.send(b"a", socket.MSG_DONTWAIT)
            except OSError:
                pass


def main():
    port, count = int(sys.argv[1]), int(sys.argv[2])
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    conns = []
    for _ in range(count):
        conn = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            conn.connect(("127.0.0.1", port))
            conn.send(START)
        except OSError:
            conn.close()
            continue
        conns.append(conn)
    stopping = threading.Event()
    sender = threading.Thread(target=trickle, args=(conns, stopping), daemon=True)
    sender.start()
    # Let the server read every first fragment before the caller measures.
    time.sleep(0.5)
    print(f"OPEN {len(conns)}", flush=True)
    for line in sys.stdin:
        if line.strip() == "report":
            print(f"ALIVE {alive_count(conns)}", flush=True)
    stopping.set()
    for conn in conns:
        conn.close()


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
