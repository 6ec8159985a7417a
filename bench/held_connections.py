"""What bench/idle_crowd.py and bench/slowloris.py share: the report protocol on stdin/stdout.

Both print `OPEN <count>` once their connections are open; then each `report` line on stdin is
answered `ALIVE <count>` (connections the server has not closed), until end of input.
"""

import socket
import sys


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


def report_until_eof(conns):
    print(f"OPEN {len(conns)}", flush=True)
    for line in sys.stdin:
        if line.strip() == "report":
            print(f"ALIVE {alive_count(conns)}", flush=True)
