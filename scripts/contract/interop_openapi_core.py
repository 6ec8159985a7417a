#!/usr/bin/env python3
"""openapi-core validates every request and response of the fixture set against openapi.yaml.

    interop_openapi_core.py --base-url http://127.0.0.1:PORT

The fixture set (interop_common.fixture_exchanges): Tests/Fixtures/scenarios to /v1/simulate and, as
one NDJSON body, to /v1/simulate/batch; Tests/Fixtures/inputs (bad on purpose) to /v1/simulate; and,
when openapi.yaml lists their routes, Tests/Fixtures/compare, lint and projects. Plus every GET route
without a path parameter. openapi-core reads only JSON by default; deserializers are registered for
application/problem+json, application/x-ndjson (one JSON value per line), application/yaml and
text/markdown (text, as text/plain is read).

For each exchange: the response must validate; the request must validate when the service accepted
it (2xx), and must not when the service answered 400 (not the shape of the request), so that the
contract and the service agree on what a well-formed request is. A 422 is a request the schema may or
may not catch (an unknown id is well-formed JSON of the right shape), so only its response is checked.
"""
from __future__ import annotations

import argparse
import json

import requests
import yaml
from openapi_core import Config, OpenAPI
from openapi_core.contrib.requests import RequestsOpenAPIRequest, RequestsOpenAPIResponse

from interop_common import Checks, fixture_exchanges, load_spec, missing_required, operations


def ndjson_loads(value: bytes, **_parameters: str) -> list:
    return [json.loads(line) for line in value.decode("utf-8").split("\n") if line.strip()]


def json_loads(value: bytes, **_parameters: str):
    return json.loads(value)


def yaml_loads(value: bytes, **_parameters: str):
    return yaml.safe_load(value)


def text_loads(value: bytes, **_parameters: str) -> str:
    return value.decode("utf-8")


DESERIALIZERS = {
    "application/problem+json": json_loads,
    "application/x-ndjson": ndjson_loads,
    "application/ndjson": ndjson_loads,
    "application/yaml": yaml_loads,
    "text/markdown": text_loads,
}


def errors_of(error: Exception) -> str:
    """openapi-core's error with its schema errors (it nests the useful part in __cause__)."""
    parts = [f"{type(error).__name__}: {str(error)[:300]}"]
    cause = error.__cause__
    while cause is not None and len(parts) < 6:
        for schema_error in getattr(cause, "schema_errors", []) or []:
            path = "/".join(str(p) for p in schema_error.absolute_path)
            parts.append(f"  at /{path}: {schema_error.message[:300]}")
        if not getattr(cause, "schema_errors", None):
            parts.append(f"  {type(cause).__name__}: {str(cause)[:300]}")
        cause = cause.__cause__
    return "\n".join(parts)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--token-base-url", help="a service with --api-token-file: its 401 is validated too")
    args = parser.parse_args()
    checks = Checks("interop openapi-core")

    spec = load_spec()
    missing = missing_required(spec)
    checks.expect("openapi.yaml lists simulate, simulate/batch and version", not missing, f"missing {missing}")
    # The contract's `servers` names the default deployment; the service under test runs elsewhere.
    spec["servers"] = [{"url": url} for url in (args.base_url, args.token_base_url) if url]
    openapi = OpenAPI.from_dict(spec, config=Config(extra_media_type_deserializers=DESERIALIZERS))

    session = requests.Session()
    exchanges = [("GET " + op.path, requests.Request("GET", args.base_url + op.path))
                 for op in operations(spec) if op.method == "get" and not op.templated()]
    for exchange in fixture_exchanges(spec):
        headers = {"Content-Type": exchange.content_type} if exchange.content_type else {}
        exchanges.append((f"{exchange.method} {exchange.path} {exchange.name}",
                          requests.Request(exchange.method, args.base_url + exchange.path, data=exchange.body,
                                           headers=headers)))
    if args.token_base_url:
        scenario = next(e for e in fixture_exchanges(spec) if e.name.startswith("scenarios/"))
        exchanges.append(("POST /v1/simulate without a token (tokens on)",
                          requests.Request("POST", args.token_base_url + "/v1/simulate", data=scenario.body,
                                           headers={"Content-Type": "application/json"})))
        exchanges.append(("GET /v1/version without a token (tokens on)",
                          requests.Request("GET", args.token_base_url + "/v1/version")))
    broken = {}
    for name, request in exchanges:
        prepared = session.prepare_request(request)
        try:
            response = session.send(prepared, timeout=60)
        except requests.RequestException as error:
            checks.expect(name, False, f"no answer: {error!r}")
            continue
        status = response.status_code
        openapi_request = RequestsOpenAPIRequest(prepared)
        try:
            openapi.validate_request(openapi_request)
            request_error = None
        except Exception as error:  # openapi-core raises one of several ValidationError classes
            request_error = error
        if 200 <= status < 300:
            checks.expect(f"{name}: request valid ({status})", request_error is None,
                          errors_of(request_error) if request_error else "")
        elif status == 400:
            checks.expect(f"{name}: request rejected by the schema too (400)", request_error is not None,
                          "the service answered 400 but openapi.yaml accepts the request")
        ctype = response.headers.get("Content-Type", "").split(";")[0].strip()
        copy = broken_copy(response, ctype)
        if copy is not None and not any(key[1:] == (status, ctype) for key in broken):
            broken[(name.split(" ")[1], status, ctype)] = (openapi_request, copy)
        try:
            openapi.validate_response(openapi_request, RequestsOpenAPIResponse(response))
            checks.expect(f"{name}: response valid ({status} {response.headers.get('Content-Type')})", True)
        except Exception as error:
            checks.expect(f"{name}: response valid ({status} {response.headers.get('Content-Type')})", False,
                          errors_of(error))
    # The deserializers must be in use: a body of each registered type that breaks its schema fails.
    for (name, status, ctype), body in broken.items():
        checks.expect(f"a broken {ctype} body of {name} ({status}) is refused", refused(openapi, *body),
                      "openapi-core accepted it: is the deserializer registered?")
    return checks.finish()


def broken_copy(response: requests.Response, ctype: str) -> requests.Response | None:
    """The response with a body of the same media type that its schema cannot accept."""
    replacement = {"application/problem+json": b'{"title": 1}',
                   "application/x-ndjson": b'{"line": "one"}\n',
                   "application/yaml": b"openapi: 3.1.0\n"}.get(ctype)
    if replacement is None:
        return None
    copy = requests.Response()
    copy.status_code, copy.headers, copy._content = response.status_code, response.headers, replacement
    return copy


def refused(openapi: OpenAPI, request, response) -> bool:
    try:
        openapi.validate_response(request, RequestsOpenAPIResponse(response))
    except Exception:
        return True
    return False


if __name__ == "__main__":
    raise SystemExit(main())
