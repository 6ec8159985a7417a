#!/usr/bin/env python3
"""Holds N idle keep-alive connections open to 127.0.0.1:PORT for bench/harness.py.

    idle_crowd.py PORT N

Opens N connections (non-blocking, a few hundred connects in flight at a time), sends one
`GET /livez` on each and reads its answer, so every connection is an established keep-alive
connection past its first request; prints `OPEN <count>` and then stays silent. On a `report`
line on stdin it prints `ALIVE <count>` (connections the server has not closed); it exits on
end of input or SIGTERM, closing everything.
"""

import errno
import resource
import selectors
import socket
import sys
import time

from held_connections import report_until_eof

REQUEST = b"GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"


def main():
    port, count = int(sys.argv[1]), int(sys.argv[2])
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    selector = selectors.DefaultSelector()
    pending = {}  # socket -> bytes of the answer read so far
    done = []
    in_flight_limit = 256
    next_index = 0
    deadline = time.monotonic() + 60
    while (next_index < count or pending) and time.monotonic() < deadline:
        while next_index < count and len(pending) < in_flight_limit:
            next_index += 1
            conn = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            conn.setblocking(False)
            code = conn.connect_ex(("127.0.0.1", port))
            if code not in (0, errno.EINPROGRESS):
                conn.close()
                continue
            pending[conn] = None  # None: not yet sent
            selector.register(conn, selectors.EVENT_WRITE)
        for key, _ in selector.select(timeout=1.0):
            conn = key.fileobj
            if pending[conn] is None:
                if conn.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR) != 0:
                    selector.unregister(conn)
                    del pending[conn]
                    conn.close()
                    continue
                conn.send(REQUEST)
                pending[conn] = b""
                selector.modify(conn, selectors.EVENT_READ)
                continue
            try:
                chunk = conn.recv(4096)
            except OSError:
                chunk = b""
            if not chunk:
                selector.unregister(conn)
                del pending[conn]
                conn.close()
                continue
            pending[conn] += chunk
            head, separator, body = pending[conn].partition(b"\r\n\r\n")
            if separator:
                length = 0
                for line in head.split(b"\r\n")[1:]:
                    name, _, value = line.partition(b":")
                    if name.strip().lower() == b"content-length":
                        length = int(value)
                if len(body) >= length:
                    selector.unregister(conn)
                    del pending[conn]
                    done.append(conn)
    for conn in pending:
        conn.close()
    report_until_eof(done)
    for conn in done:
        conn.close()


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
