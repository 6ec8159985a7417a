#!/usr/bin/env python3
"""HTTP behaviour of api.md §5 that schemathesis does not reach, probed against a live server.

    probes.py --base-url http://127.0.0.1:PORT

404 problem for unknown paths, 405 with Allow, 415, 400 for a body that is not JSON, gzip in both
directions, deterministic output, `GET /openapi.yaml` serving this repository's openapi.yaml byte
for byte, 414 and 431 for an oversized request target and header section.
"""
from __future__ import annotations

import argparse
import gzip
import http.client
import json
import pathlib
import sys
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "Tests" / "Fixtures" / "scenarios" / "seed002-landscape-only-launch.json"


class Probe:
    def __init__(self, base: str):
        url = urllib.parse.urlsplit(base)
        self.host, self.port = url.hostname, url.port
        self.failures: list[str] = []
        self.count = 0

    def request(self, method, path, body=None, headers=None):
        conn = http.client.HTTPConnection(self.host, self.port, timeout=15)
        try:
            conn.putrequest(method, path, skip_accept_encoding=True)
            for name, value in (headers or {}).items():
                conn.putheader(name, value)
            if body is not None:
                conn.putheader("Content-Length", str(len(body)))
            conn.endheaders(body)
            response = conn.getresponse()
            return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
        except (ConnectionError, http.client.HTTPException) as error:
            return 0, {}, repr(error).encode()
        finally:
            conn.close()

    def expect(self, name, condition, detail=""):
        self.count += 1
        if condition:
            print(f"ok   {name}")
        else:
            self.failures.append(f"{name}: {detail}")
            print(f"FAIL {name}: {detail}")

    def problem(self, name, status, headers, body, want):
        ctype = headers.get("content-type", "").split(";")[0].strip()
        try:
            doc = json.loads(body)
        except ValueError:
            doc = None
        self.expect(name, status == want and ctype == "application/problem+json" and isinstance(doc, dict)
                    and doc.get("status") == want and "title" in doc and "type" in doc,
                    f"got {status} {ctype} {body[:200]!r}")
        return doc


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--base-url", required=True)
    args = parser.parse_args()
    p = Probe(args.base_url)
    scenario = json.dumps(json.loads(FIXTURE.read_text())["scenario"]).encode()
    json_headers = {"Content-Type": "application/json"}

    status, headers, body = p.request("GET", "/no/such/route")
    p.problem("unknown path → 404 problem+json", status, headers, body, 404)

    for method, path, allowed in [("GET", "/v1/simulate", "POST"), ("DELETE", "/v1/simulate", "POST"),
                                  ("PUT", "/v1/simulate/batch", "POST"), ("POST", "/livez", "GET"),
                                  ("POST", "/readyz", "GET"), ("DELETE", "/metrics", "GET"),
                                  ("POST", "/openapi.yaml", "GET"), ("PATCH", "/v1/version", "GET")]:
        status, headers, body = p.request(method, path, b"{}" if method in ("POST", "PUT", "PATCH") else None,
                                          json_headers if method in ("POST", "PUT", "PATCH") else None)
        p.problem(f"{method} {path} → 405 problem+json", status, headers, body, 405)
        allow = {m.strip() for m in headers.get("allow", "").split(",") if m.strip()}
        p.expect(f"{method} {path} → Allow lists {allowed}", allowed in allow, f"Allow: {headers.get('allow')!r}")

    status, headers, body = p.request("POST", "/v1/simulate", scenario, {"Content-Type": "text/plain"})
    p.problem("POST /v1/simulate as text/plain → 415", status, headers, body, 415)

    status, headers, body = p.request("POST", "/v1/simulate", b"this is not json", json_headers)
    doc = p.problem("POST /v1/simulate with a body that is not JSON → 400", status, headers, body, 400)

    status, headers, plain = p.request("POST", "/v1/simulate", scenario, json_headers)
    p.expect("POST /v1/simulate golden scenario → 200 application/json",
             status == 200 and headers.get("content-type", "").startswith("application/json"),
             f"got {status} {headers.get('content-type')} {plain[:200]!r}")
    status2, _, again = p.request("POST", "/v1/simulate", scenario, json_headers)
    p.expect("same scenario, same bytes", status2 == status and again == plain, "two answers differ")

    status, headers, body = p.request("POST", "/v1/simulate", gzip.compress(scenario),
                                      {**json_headers, "Content-Encoding": "gzip"})
    p.expect("gzip-encoded request body is accepted", status == 200 and body == plain,
             f"got {status} {body[:200]!r}")
    status, headers, body = p.request("POST", "/v1/simulate", scenario, {**json_headers, "Accept-Encoding": "gzip"})
    ok = status == 200 and headers.get("content-encoding") == "gzip"
    p.expect("Accept-Encoding: gzip → gzip answer, same bytes inside",
             ok and gzip.decompress(body) == plain, f"got {status} Content-Encoding {headers.get('content-encoding')!r}")
    status, headers, body = p.request("POST", "/v1/simulate", scenario[: len(scenario) // 2],
                                      {**json_headers})
    p.problem("truncated JSON → 400", status, headers, body, 400)

    status, headers, body = p.request("GET", "/openapi.yaml")
    p.expect("GET /openapi.yaml serves this openapi.yaml byte for byte",
             status == 200 and body == (ROOT / "openapi.yaml").read_bytes(),
             f"got {status}, {len(body)} bytes vs {len((ROOT / 'openapi.yaml').read_bytes())}")

    status, headers, body = p.request("GET", "/v1/version", headers={"Accept": "text/html"})
    p.problem("GET /v1/version with Accept: text/html → 406", status, headers, body, 406)
    for accept in ("*/*", "application/*", "application/json;q=0.5, text/html"):
        status, headers, body = p.request("GET", "/v1/version", headers={"Accept": accept})
        p.expect(f"GET /v1/version with Accept: {accept} → 200", status == 200, f"got {status}")

    for path in ("/openapi.yaml", "/v1/version"):
        status, headers, body = p.request("GET", path)
        tag = headers.get("etag", "")
        p.expect(f"GET {path} → strong ETag, Cache-Control: no-cache",
                 status == 200 and tag.startswith('"') and headers.get("cache-control") == "no-cache",
                 f"got {status} ETag {tag!r} Cache-Control {headers.get('cache-control')!r}")
        status, headers, body = p.request("GET", path, headers={"If-None-Match": tag})
        p.expect(f"GET {path} with If-None-Match: its ETag → 304, no body, same ETag",
                 status == 304 and body == b"" and headers.get("etag") == tag,
                 f"got {status}, {len(body)} bytes, ETag {headers.get('etag')!r}")
    for path in ("/livez", "/readyz", "/metrics"):
        status, headers, body = p.request("GET", path)
        p.expect(f"GET {path} → Cache-Control: no-store", headers.get("cache-control") == "no-store",
                 f"got {headers.get('cache-control')!r}")

    status, headers, body = p.request("OPTIONS", "/v1/simulate", headers={
        "Origin": "https://not-configured.example", "Access-Control-Request-Method": "POST"})
    p.problem("OPTIONS from an origin that is not allowed → 405", status, headers, body, 405)
    p.expect("… with no CORS header", "access-control-allow-origin" not in headers, repr(headers))

    status, headers, body = p.request("GET", "/" + "a" * 70_000)
    p.problem("70 000-byte request target → 414", status, headers, body, 414)
    status, headers, body = p.request("GET", "/livez", headers={"X-Padding": "a" * 70_000})
    p.problem("70 000-byte header → 431", status, headers, body, 431)

    print(f"probes: {p.count - len(p.failures)} passed, {len(p.failures)} failed")
    return 1 if p.failures else 0


if __name__ == "__main__":
    sys.exit(main())
