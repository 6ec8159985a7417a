#!/usr/bin/env python3
"""Holds N slowloris connections to 127.0.0.1:PORT for bench/harness.py.

    slowloris.py PORT N

Opens N connections and starts a request on each that never ends: one byte of a header every
2 s per connection. Prints `OPEN <count>` once all are open, then trickles; on a `report` line on
stdin it prints `ALIVE <count>` (connections the server has not closed); it exits on end of input
or SIGTERM, closing everything.
"""

import resource
import socket
import sys
import threading
import time

from held_connections import report_until_eof

START = b"GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
INTERVAL = 2.0


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
    report_until_eof(conns)
    stopping.set()
    for conn in conns:
        conn.close()


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
