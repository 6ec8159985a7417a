#!/usr/bin/env python3
"""openapi-python-client: generate a client from openapi.yaml, then drive every JSON route through it.

    interop_client.py --base-url http://127.0.0.1:PORT --out .build/interop/client
                      [--token-base-url http://127.0.0.1:PORT2 --token-file FILE]

1. Generation (into OUT/autorotate_api_client, replaced each run) must give no warning but those
   for the content types the generator cannot express, listed in TOLERATED: NDJSON (the batch route,
   which is then not generated) and YAML (the response of GET /openapi.yaml, omitted). Any other
   warning or error fails, and so does a tolerated one that did not occur (the list stays exact).
2. Every operation of openapi.yaml whose request (if any) and success response are JSON is called
   through the generated module, with a plain `Client` (no token: the bearer scheme is optional, so
   every operation must accept one):
   - GET routes: 200, parsed into the success model, and the model gives back the very JSON received;
   - POST routes: every fixture request of the route (interop_common.fixture_exchanges) and every
     request example of openapi.yaml, built into the generated request model. A 2xx answer must be
     parsed into the success model losslessly; a 4xx answer into `Problem` with that status. A body
     the model cannot express is sent raw, and must then be one the service refuses.
   At least one 422 must come back parsed into `Problem` with its pointer errors.
3. With --token-base-url (a service started with --api-token-file): an `AuthenticatedClient` with the
   token gets 200 from /v1/simulate, a plain `Client` gets 401 parsed into `Problem`.
"""
from __future__ import annotations

import argparse
import importlib
import inspect
import json
import os
import pathlib
import re
import shutil
import sys
import typing

from interop_common import (
    SPEC_PATH,
    Checks,
    example_values,
    fixture_exchanges,
    is_json,
    load_spec,
    missing_required,
    operations,
    snake_case,
)

PACKAGE = "autorotate_api_client"
# The generator's only warnings allowed: content types it cannot express. Each entry is (what,
# header pattern, detail pattern); every entry must match a warning, every warning an entry.
TOLERATED = [
    ("POST /v1/simulate/batch: NDJSON request (endpoint not generated)",
     r"^WARNING parsing POST /v1/simulate/batch within [a-z]+\. Endpoint will not be generated\.$",
     r"^Unsupported content type application/x-ndjson$"),
    ("GET /openapi.yaml: YAML response (omitted)",
     r"^WARNING parsing GET /openapi\.yaml within [a-z]+\.$",
     (r"^Cannot parse response for status code .* \(Unsupported content_type application/yaml\), "
      r"response will be omitted from generated client$")),
]


def generate(out: pathlib.Path, checks: Checks) -> bool:
    # Its post hooks run `ruff` from PATH: the one installed beside this interpreter.
    os.environ["PATH"] = str(pathlib.Path(sys.executable).parent) + os.pathsep + os.environ.get("PATH", "")
    from openapi_python_client import generate as generate_client
    from openapi_python_client.config import Config, ConfigFile, MetaType

    target = out / PACKAGE
    shutil.rmtree(target, ignore_errors=True)
    target.parent.mkdir(parents=True, exist_ok=True)
    config = Config.from_sources(ConfigFile(), MetaType.NONE, SPEC_PATH, "utf-8", True, target)
    errors = generate_client(config=config)
    unmatched = list(TOLERATED)
    unexpected = []
    for error in errors:
        header, detail = str(error.header).strip(), str(error.detail or "").strip()
        entry = next((t for t in unmatched if re.match(t[1], header) and re.match(t[2], detail)), None)
        if entry is not None and error.level.name == "WARNING":
            unmatched.remove(entry)
            print(f"     tolerated: {header} {detail[:120]}")
        else:
            unexpected.append(f"{error.level.name}: {header} {detail}")
    generated = (target / "client.py").is_file()
    checks.expect("openapi-python-client generated the client", generated, f"no {target}/client.py")
    checks.expect("no generator warning beyond the tolerated content types", not unexpected,
                  "\n  " + "\n  ".join(unexpected))
    checks.expect("every tolerated warning occurred (the list is exact)", not unmatched,
                  "not seen: " + ", ".join(t[0] for t in unmatched))
    if generated:
        sys.path.insert(0, str(out))
    return generated


def success_model(module) -> type | None:
    """The model parsed for a 2xx answer, from _parse_response's first `response_2xx = X.from_dict`."""
    source = inspect.getsource(module._parse_response)
    match = re.search(r"response_2\d\d = (\w+)\.from_dict", source)
    return getattr(module, match.group(1)) if match else None


def body_model(module) -> type | None:
    hints = typing.get_type_hints(module.sync_detailed)
    body = hints.get("body")
    for candidate in typing.get_args(body) or (body,):
        if inspect.isclass(candidate) and hasattr(candidate, "from_dict"):
            return candidate
    return None


def accepts_plain_client(module) -> bool:
    hints = typing.get_type_hints(module.sync_detailed)
    client_type = hints.get("client")
    names = {getattr(t, "__name__", str(t)) for t in (typing.get_args(client_type) or (client_type,))}
    return "Client" in names


def request_bodies(spec: dict, op, fixtures) -> list[tuple[str, bytes]]:
    bodies = [(f.name, f.body) for f in fixtures if f.path == op.path and f.method.lower() == op.method]
    media = ((op.spec.get("requestBody") or {}).get("content") or {}).get("application/json", {})
    bodies += [(f"example {name}", json.dumps(value).encode()) for name, value in example_values(spec, media)]
    return bodies


def drive(base_url: str, spec: dict, checks: Checks) -> None:
    client_module = importlib.import_module(f"{PACKAGE}.client")
    models = importlib.import_module(f"{PACKAGE}.models")
    Problem = models.Problem
    client = client_module.Client(base_url=base_url, timeout=60, raise_on_unexpected_status=True)
    fixtures = fixture_exchanges(spec)
    problems_422 = 0
    driven = set()
    for op in operations(spec):
        request_types = op.request_media_types()
        success_types = op.success_media_types()
        if not success_types or not all(is_json(t) for t in success_types + request_types):
            continue
        tag = snake_case((op.spec.get("tags") or ["default"])[0])
        label = f"{op.method.upper()} {op.path}"
        try:
            module = importlib.import_module(f"{PACKAGE}.api.{tag}.{snake_case(op.operation_id)}")
        except ImportError as error:
            checks.expect(f"{label}: generated as {tag}.{snake_case(op.operation_id)}", False, repr(error))
            continue
        driven.add((op.method, op.path))
        checks.expect(f"{label}: callable with a plain Client (the bearer scheme is optional)",
                      accepts_plain_client(module),
                      f"sync_detailed wants {typing.get_type_hints(module.sync_detailed).get('client')}")
        model = success_model(module)
        if not request_types:
            reply = module.sync_detailed(client=client)
            ok = reply.status_code == 200 and model is not None and isinstance(reply.parsed, model)
            checks.expect(f"{label}: 200 parsed into {getattr(model, '__name__', None)}", ok,
                          f"{reply.status_code} {type(reply.parsed).__name__} {reply.content[:200]!r}")
            if ok:
                checks.expect(f"{label}: the model gives back the JSON received",
                              reply.parsed.to_dict() == json.loads(reply.content),
                              f"{reply.parsed.to_dict()} != {reply.content[:300]!r}")
            continue
        body_type = body_model(module)
        bodies = request_bodies(spec, op, fixtures)
        checks.expect(f"{label}: has requests to send (fixtures or examples)", bool(bodies) and body_type is not None,
                      f"{len(bodies)} bodies, body model {body_type}")
        for name, raw in bodies:
            try:
                document = json.loads(raw)
                body = body_type.from_dict(document)
            except Exception as error:  # the generated model refuses it: send it raw instead
                http = client.get_httpx_client()
                answer = http.post(op.path, content=raw, headers={"Content-Type": "application/json"})
                checks.expect(f"{label} {name}: not expressible in {body_type.__name__}, and refused by the service",
                              answer.status_code in (400, 422),
                              f"{type(error).__name__}: {error}; the service answered {answer.status_code}")
                continue
            checks.expect(f"{label} {name}: {body_type.__name__} keeps the request as written",
                          body.to_dict() == document, "the generated model changed the request body")
            reply = module.sync_detailed(client=client, body=body)
            status = int(reply.status_code)
            if 200 <= status < 300:
                ok = isinstance(reply.parsed, model)
                checks.expect(f"{label} {name}: {status} parsed into {model.__name__}", ok,
                              f"parsed {type(reply.parsed).__name__}")
                if ok:
                    checks.expect(f"{label} {name}: the model gives back the JSON received",
                                  reply.parsed.to_dict() == json.loads(reply.content),
                                  "the generated model lost or changed part of the answer")
            else:
                ok = isinstance(reply.parsed, Problem) and reply.parsed.status == status
                checks.expect(f"{label} {name}: {status} parsed into Problem", ok,
                              f"parsed {type(reply.parsed).__name__}: {reply.content[:200]!r}")
                if ok and status == 422:
                    errors = reply.parsed.errors
                    pointers_ok = isinstance(errors, list) and errors and all(
                        isinstance(e.pointer, str) and e.detail for e in errors)
                    problems_422 += 1 if pointers_ok else 0
                    checks.expect(f"{label} {name}: the 422 Problem lists its pointer errors", bool(pointers_ok),
                                  f"errors = {errors!r}")
    checks.expect("a 422 came back parsed into Problem with pointer errors", problems_422 > 0,
                  "no request of the fixture set or the examples was answered 422")
    checks.expect("simulate and version were driven", {("post", "/v1/simulate"), ("get", "/v1/version")} <= driven,
                  f"driven: {sorted(driven)}")


def drive_with_token(token_base_url: str, token: str, spec: dict, checks: Checks) -> None:
    client_module = importlib.import_module(f"{PACKAGE}.client")
    models = importlib.import_module(f"{PACKAGE}.models")
    simulate = importlib.import_module(f"{PACKAGE}.api.simulation.simulate")
    scenario = next(f for f in fixture_exchanges(spec) if f.name.startswith("scenarios/"))
    body = models.Scenario.from_dict(json.loads(scenario.body))
    with_token = client_module.AuthenticatedClient(base_url=token_base_url, token=token, timeout=60)
    reply = simulate.sync_detailed(client=with_token, body=body)
    checks.expect("tokens on: AuthenticatedClient with the token → 200 Simulation",
                  reply.status_code == 200 and isinstance(reply.parsed, models.Simulation),
                  f"{reply.status_code} {reply.content[:200]!r}")
    anonymous = client_module.Client(base_url=token_base_url, timeout=60)
    reply = simulate.sync_detailed(client=anonymous, body=body)
    checks.expect("tokens on: plain Client → 401 parsed into Problem",
                  reply.status_code == 401 and isinstance(reply.parsed, models.Problem)
                  and reply.parsed.status == 401 and reply.headers.get("www-authenticate", "").startswith("Bearer"),
                  f"{reply.status_code} {reply.content[:200]!r}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--out", required=True, type=pathlib.Path)
    parser.add_argument("--token-base-url")
    parser.add_argument("--token-file", type=pathlib.Path)
    args = parser.parse_args()
    checks = Checks("interop openapi-python-client")
    spec = load_spec()
    missing = missing_required(spec)
    checks.expect("openapi.yaml lists simulate, simulate/batch and version", not missing, f"missing {missing}")
    if generate(args.out.resolve(), checks):
        drive(args.base_url, spec, checks)
        if args.token_base_url and args.token_file:
            token = args.token_file.read_text().splitlines()[0].strip()
            drive_with_token(args.token_base_url, token, spec, checks)
    return checks.finish()


if __name__ == "__main__":
    raise SystemExit(main())
