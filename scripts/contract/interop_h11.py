#!/usr/bin/env python3
"""h11, a strict HTTP/1.1 state machine, as the client of the service on one keep-alive socket.

    interop_h11.py --base-url http://127.0.0.1:PORT [--token-base-url URL2 --token-file FILE]

Every byte the service sends goes through h11's parser: a framing error, a body on a HEAD answer, a
100 where none may be, a broken chunked encoding raises h11.RemoteProtocolError and fails the check.
On one socket, in this order:
1. pipelining: GET, POST (scenario), HEAD, POST (a 422), GET written in one go, answered in order
   (each answer echoes its request's X-Request-ID) with the bytes a lone request gets;
2. `Expect: 100-continue` accepted: 100 arrives before any body byte is sent, then the 200;
3. chunked request bodies with trailers, to /v1/simulate and /v1/simulate/batch;
4. HEAD on every GET route of openapi.yaml: GET's status, Content-Type and Content-Length, no body;
   and where GET gave an ETag, If-None-Match with it: 304 with no body;
5. `Expect: 100-continue` refused by the head: 415 (`Content-Encoding: br`, `Content-Type:
   text/plain`), 413 (Content-Length above the limit), 405 (POST /livez), 404 (no route), each with
   no 100 and before any body byte. RFC 9110 §10.1.1 lets the service then close the connection or read the body; the
   check follows what it announced (Connection: close → it must close; else the body is sent and
   the socket must carry one more request).
With --token-base-url (a service with --api-token-file): a wrong token with `Expect: 100-continue` is
answered 401 with WWW-Authenticate and no 100, and the right token gets 100 then 200.
"""
from __future__ import annotations

import argparse
import http.client
import json
import pathlib
import socket
import time
import urllib.parse

import h11

from interop_common import FIXTURES, Checks, load_spec, operations

WAIT = 30.0  # generous deadline for any one answer


class Peer:
    """One TCP connection driven by an h11 client connection."""

    def __init__(self, base_url: str):
        url = urllib.parse.urlsplit(base_url)
        self.host, self.port = url.hostname, url.port
        self.sock = socket.create_connection((self.host, self.port), timeout=WAIT)
        self.conn = h11.Connection(h11.CLIENT)

    def close(self) -> None:
        self.sock.close()

    def send(self, *events) -> None:
        for event in events:
            data = self.conn.send(event)
            if data:
                self.sock.sendall(data)

    def next_event(self, timeout: float = WAIT):
        deadline = time.monotonic() + timeout
        while True:
            event = self.conn.next_event()
            if event is not h11.NEED_DATA:
                return event
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError("no answer in time")
            self.sock.settimeout(remaining)
            self.conn.receive_data(self.sock.recv(65536))

    def next_cycle(self) -> None:
        self.conn.start_next_cycle()


def header(response, name: str) -> str | None:
    for key, value in response.headers:
        if key.decode().lower() == name.lower():
            return value.decode()
    return None


def request(method: str, path: str, host: str, headers=(), body: bytes | None = None, content_type=None,
            chunked=False, request_id=None) -> list:
    """The h11 events of one request."""
    fields = [("Host", host)]
    if request_id:
        fields.append(("X-Request-ID", request_id))
    if content_type:
        fields.append(("Content-Type", content_type))
    if body is not None:
        fields.append(("Transfer-Encoding", "chunked") if chunked else ("Content-Length", str(len(body))))
    fields += list(headers)
    events = [h11.Request(method=method, target=path, headers=fields)]
    if body is not None and not chunked:
        events.append(h11.Data(data=body))
    events.append(h11.EndOfMessage())
    return events


def lone(base_url: str, method: str, path: str, body: bytes | None = None, content_type=None):
    """A request on its own connection through http.client: the reference answer."""
    url = urllib.parse.urlsplit(base_url)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=WAIT)
    try:
        conn.request(method, path, body=body, headers={"Content-Type": content_type} if content_type else {})
        response = conn.getresponse()
        return response.status, response.read()
    finally:
        conn.close()


def read_final(peer: Peer):
    """The final response and body of the current request, h11 events read one by one."""
    informational = []
    while True:
        event = peer.next_event()
        if isinstance(event, h11.InformationalResponse):
            informational.append(event)
            continue
        if not isinstance(event, h11.Response):
            raise AssertionError(f"expected a response, got {event!r}")
        response = event
        break
    body, trailers = bytearray(), []
    while True:
        event = peer.next_event()
        if isinstance(event, h11.Data):
            body += event.data
        elif isinstance(event, h11.EndOfMessage):
            trailers = list(event.headers)
            break
        else:
            raise AssertionError(f"expected body or end, got {event!r}")
    return informational, response, bytes(body), trailers


def expect_continue_accepted(peer: Peer, checks: Checks, name: str, body: bytes, reference: bytes,
                             extra_headers=()) -> None:
    """Head with Expect: 100-continue; the 100 must come before any body byte; then the answer."""
    peer.send(request("POST", "/v1/simulate", peer.host, body=body, content_type="application/json",
                      headers=[("Expect", "100-continue"), *extra_headers])[0])
    first = peer.next_event()
    checks.expect(f"{name}: 100 Continue before the body", isinstance(first, h11.InformationalResponse)
                  and first.status_code == 100, f"got {first!r}")
    if not isinstance(first, h11.InformationalResponse):
        return
    peer.send(h11.Data(data=body), h11.EndOfMessage())
    informational, response, answer, _ = read_final(peer)
    checks.expect(f"{name}: then 200 with the simulation", response.status_code == 200 and answer == reference
                  and not informational, f"{response.status_code} {answer[:200]!r}")
    peer.next_cycle()


def expect_continue_refused(peer: Peer, checks: Checks, name: str, body: bytes, headers, want: int,
                            want_header: str | None = None, path: str = "/v1/simulate",
                            content_type: str = "application/json") -> Peer:
    """Head with Expect: 100-continue that the head alone refuses: `want`, and no 100, before any body
    byte. Returns the peer to go on with (a new one when the service closed this connection)."""
    peer.send(request("POST", path, peer.host, body=body, content_type=content_type,
                      headers=[("Expect", "100-continue"), *headers])[0])
    first = peer.next_event()
    checks.expect(f"{name}: {want} without 100 Continue, before the body",
                  isinstance(first, h11.Response) and first.status_code == want, f"got {first!r}")
    if not isinstance(first, h11.Response):
        # Half-way through a request h11 cannot go on with: the next checks get a new connection.
        peer.close()
        return Peer(f"http://{peer.host}:{peer.port}")
    if want_header:
        checks.expect(f"{name}: {want_header} present", header(first, want_header) is not None,
                      f"headers {first.headers!r}")
    while not isinstance(peer.next_event(), h11.EndOfMessage):
        pass
    closing = (header(first, "Connection") or "").lower() == "close"
    if closing:
        # The service said it would close: the socket must end, with no further byte.
        peer.sock.settimeout(WAIT)
        rest = peer.sock.recv(1)
        checks.expect(f"{name}: the service closes the connection as announced (Connection: close)",
                      rest == b"", f"read {rest!r}")
        peer.close()
        print(f"     {name}: the service closed the connection (allowed by RFC 9110 §10.1.1)")
        return Peer(f"http://{peer.host}:{peer.port}")
    # Kept open: the client may send the body, the service must read and discard it.
    peer.send(h11.Data(data=body), h11.EndOfMessage())
    peer.next_cycle()
    peer.send(*request("GET", "/livez", peer.host))
    _, response, _, _ = read_final(peer)
    checks.expect(f"{name}: the connection stays usable after the refused body",
                  response.status_code == 200, f"{response.status_code}")
    peer.next_cycle()
    return peer


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--token-base-url")
    parser.add_argument("--token-file", type=pathlib.Path)
    args = parser.parse_args()
    checks = Checks("interop h11")
    spec = load_spec()
    scenario_file = FIXTURES / "scenarios" / "seed002-landscape-only-launch.json"
    scenario = json.dumps(json.loads(scenario_file.read_text())["scenario"]).encode()
    invalid = json.dumps({"device": {"os": "12.0"}, "app": {}, "viewControllers": {},
                          "window": {"rootViewController": "missing"}, "events": []}).encode()
    status, reference = lone(args.base_url, "POST", "/v1/simulate", scenario, "application/json")
    checks.expect("reference answer of a lone POST /v1/simulate", status == 200, f"{status}")
    invalid_status, invalid_reference = lone(args.base_url, "POST", "/v1/simulate", invalid, "application/json")
    _, batch_reference = lone(args.base_url, "POST", "/v1/simulate/batch", scenario + b"\n" + scenario + b"\n",
                              "application/x-ndjson")
    _, livez_reference = lone(args.base_url, "GET", "/livez")

    # Steps 1-4 share this one socket: had the service closed it, the next step would read
    # ConnectionClosed and fail.
    peer = Peer(args.base_url)
    try:
        # 1. Pipelining: five requests in one write, answers in order.
        host = f"{peer.host}:{peer.port}"
        batch = [
            ("GET", "/livez", None, None, 200, livez_reference),
            ("POST", "/v1/simulate", scenario, "application/json", 200, reference),
            ("HEAD", "/openapi.yaml", None, None, 200, b""),
            ("POST", "/v1/simulate", invalid, "application/json", invalid_status, invalid_reference),
            ("GET", "/livez", None, None, 200, livez_reference),
        ]
        wire = bytearray()
        for index, (method, path, body, ctype, _, _) in enumerate(batch):
            writer = h11.Connection(h11.CLIENT)
            for event in request(method, path, host, body=body, content_type=ctype, request_id=f"{index + 1:032x}"):
                wire += writer.send(event) or b""
        peer.sock.sendall(bytes(wire))
        for index, (method, path, body, ctype, want, want_body) in enumerate(batch):
            for event in request(method, path, host, body=body, content_type=ctype, request_id=f"{index + 1:032x}"):
                peer.conn.send(event)  # already on the wire: h11 only learns what it sent
            _, response, answer, _ = read_final(peer)
            checks.expect(f"pipelined #{index + 1} {method} {path}: {want}, in order, same bytes as alone",
                          response.status_code == want and answer == want_body
                          and header(response, "X-Request-ID") == f"{index + 1:032x}",
                          f"{response.status_code} id={header(response, 'X-Request-ID')} {answer[:120]!r}")
            peer.next_cycle()

        # 2. Expect: 100-continue, accepted.
        expect_continue_accepted(peer, checks, "Expect: 100-continue", scenario, reference)

        # 3. Chunked request bodies with trailers.
        for path, body, ctype, want in (("/v1/simulate", scenario, "application/json", reference),
                                        ("/v1/simulate/batch", scenario + b"\n" + scenario + b"\n",
                                         "application/x-ndjson", batch_reference)):
            head = request("POST", path, host, body=body, content_type=ctype, chunked=True,
                           headers=[("Trailer", "X-Body-Checksum")])[0]
            third = max(1, len(body) // 3)
            peer.send(head, h11.Data(data=body[:third]), h11.Data(data=body[third:2 * third]),
                      h11.Data(data=body[2 * third:]),
                      h11.EndOfMessage(headers=[("X-Body-Checksum", str(sum(body) % 65536))]))
            _, response, answer, _ = read_final(peer)
            checks.expect(f"chunked body with a trailer to {path}: 200, same bytes as Content-Length",
                          response.status_code == 200 and answer == want, f"{response.status_code} {answer[:200]!r}")
            peer.next_cycle()

        # 4. HEAD on every GET route, between two GETs. A body that changes from one request to the
        # next (/metrics counts them) gets HEAD's length compared within the two GETs' range.
        for op in operations(spec):
            if op.method != "get" or op.templated():
                continue
            exchanges = []
            for method in ("GET", "HEAD", "GET"):
                peer.send(*request(method, op.path, host))
                _, response, answer, _ = read_final(peer)
                peer.next_cycle()
                exchanges.append((response, answer))
            (got, got_body), (head, head_body), (_, again_body) = exchanges
            length = header(head, "Content-Length")
            low, high = sorted((len(got_body), len(again_body)))
            if got_body != again_body:
                low, high = low - 16, high + 16
            checks.expect(f"HEAD {op.path}: GET's status, type and length, no body",
                          head.status_code == got.status_code and head_body == b""
                          and header(head, "Content-Type") == header(got, "Content-Type")
                          and (length is None or low <= int(length) <= high),
                          f"HEAD {head.status_code} {header(head, 'Content-Type')} length {length}; "
                          f"GET {got.status_code} {header(got, 'Content-Type')} {len(got_body)} bytes")
            etag = header(got, "ETag")
            if etag:
                # A 304 has no body whatever its headers say: h11 must find the next answer right after.
                peer.send(*request("GET", op.path, host, headers=[("If-None-Match", etag)]))
                _, cached, cached_body, _ = read_final(peer)
                peer.next_cycle()
                checks.expect(f"GET {op.path} with If-None-Match: its ETag → 304, no body",
                              cached.status_code == 304 and cached_body == b"" and header(cached, "ETag") == etag,
                              f"{cached.status_code} ETag {header(cached, 'ETag')} {len(cached_body)} bytes")
        peer.send(*request("GET", "/livez", host))
        _, response, answer, _ = read_final(peer)
        checks.expect("the socket is clean after the HEADs (GET /livez)", response.status_code == 200
                      and answer == livez_reference, f"{response.status_code} {answer[:100]!r}")
        peer.next_cycle()

        # 5. Expect: 100-continue refused by the head.
        peer = expect_continue_refused(peer, checks, "Expect: 100-continue with Content-Encoding: br", scenario,
                                       [("Content-Encoding", "br")], 415)
        big = b" " * (2 * 1024 * 1024 + 1)  # above the default --max-body-bytes (1 MiB)
        for name, path, ctype, body, want, want_header in (
                ("Expect: 100-continue with Content-Type: text/plain", "/v1/simulate", "text/plain", scenario, 415,
                 None),
                ("Expect: 100-continue with a Content-Length above the limit", "/v1/simulate", "application/json",
                 big, 413, None),
                ("Expect: 100-continue to POST /livez", "/livez", "application/json", scenario, 405, "Allow"),
                ("Expect: 100-continue to a path with no route", "/v1/no-such-route", "application/json", scenario,
                 404, None)):
            peer = expect_continue_refused(peer, checks, name, body, [], want, want_header, path, ctype)
        expect_continue_accepted(peer, checks, "Expect: 100-continue after the refusal", scenario, reference)
    except (h11.ProtocolError, AssertionError, OSError, TimeoutError) as error:
        checks.expect("h11 read every answer without a protocol error", False, f"{type(error).__name__}: {error}")
    finally:
        peer.close()

    if args.token_base_url and args.token_file:
        token = args.token_file.read_text().splitlines()[0].strip()
        peer = Peer(args.token_base_url)
        try:
            peer = expect_continue_refused(peer, checks, "tokens on, wrong token, Expect: 100-continue", scenario,
                                           [("Authorization", "Bearer not-the-token")], 401, "WWW-Authenticate")
            expect_continue_accepted(peer, checks, "tokens on, right token, Expect: 100-continue", scenario,
                                     reference, [("Authorization", f"Bearer {token}")])
        except (h11.ProtocolError, AssertionError, OSError, TimeoutError) as error:
            checks.expect("h11 read every answer of the token service without a protocol error", False,
                          f"{type(error).__name__}: {error}")
        finally:
            peer.close()
    return checks.finish()


if __name__ == "__main__":
    raise SystemExit(main())
