"""What the interop checks (scripts/contract/interop_*.py) share: the contract, the routes it lists,
the fixture requests, and one way to count and report checks.

Routes are discovered from openapi.yaml, never listed here, so a route another branch adds is checked
as soon as it is in the contract, and a missing one does not break the run.
"""
from __future__ import annotations

import json
import pathlib
import re
import sys
from dataclasses import dataclass, field

import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
SPEC_PATH = ROOT / "openapi.yaml"
FIXTURES = ROOT / "Tests" / "Fixtures"
METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
# The routes every build has; the others (compare, lint, import, the playground) are checked when
# openapi.yaml lists them.
REQUIRED_OPERATIONS = {("post", "/v1/simulate"), ("post", "/v1/simulate/batch"), ("get", "/v1/version")}
# Request files of an Xcode project that POST /v1/import reads (api.md §9).
PROJECT_SUFFIXES = (".plist", ".pbxproj", ".xcconfig", ".storyboard", ".swift", ".m", ".mm", ".h")


def load_spec() -> dict:
    return yaml.safe_load(SPEC_PATH.read_text(encoding="utf-8"))


@dataclass
class Operation:
    method: str
    path: str
    spec: dict

    @property
    def operation_id(self) -> str:
        return self.spec.get("operationId", f"{self.method} {self.path}")

    def request_media_types(self) -> list[str]:
        return list(((self.spec.get("requestBody") or {}).get("content") or {}).keys())

    def success_media_types(self) -> list[str]:
        types: list[str] = []
        for status, response in (self.spec.get("responses") or {}).items():
            if str(status).startswith("2"):
                types += list((response.get("content") or {}).keys())
        return types

    def templated(self) -> bool:
        return "{" in self.path


def operations(spec: dict) -> list[Operation]:
    found = []
    for path, item in (spec.get("paths") or {}).items():
        for method in METHODS:
            if method in item:
                found.append(Operation(method, path, item[method]))
    return found


def missing_required(spec: dict) -> list[str]:
    have = {(op.method, op.path) for op in operations(spec)}
    return [f"{m.upper()} {p}" for m, p in sorted(REQUIRED_OPERATIONS) if (m, p) not in have]


def is_json(media_type: str) -> bool:
    base = media_type.split(";")[0].strip().lower()
    return base == "application/json" or base.endswith("+json")


@dataclass
class Exchange:
    """One request of the fixture set: what it is, where it goes, its body."""

    name: str
    method: str
    path: str
    body: bytes | None = None
    content_type: str | None = None
    headers: dict[str, str] = field(default_factory=dict)


def _json_files(directory: pathlib.Path) -> list[pathlib.Path]:
    return sorted(directory.glob("*.json")) if directory.is_dir() else []


def _request_properties(spec: dict, op: Operation) -> set[str] | None:
    """The top-level members of a JSON request body's schema (None: any member)."""
    schema = ((op.spec.get("requestBody") or {}).get("content") or {}).get("application/json", {}).get("schema")
    seen = 0
    while isinstance(schema, dict) and "$ref" in schema and seen < 16:
        node = spec
        for part in schema["$ref"].lstrip("#/").split("/"):
            node = node.get(part, {})
        schema, seen = node, seen + 1
    if isinstance(schema, dict) and isinstance(schema.get("properties"), dict):
        return set(schema["properties"])
    return None


def _project_request(project: pathlib.Path) -> bytes:
    files = []
    for path in sorted(project.rglob("*")):
        if path.is_file() and path.name.endswith(PROJECT_SUFFIXES):
            files.append({"path": path.relative_to(project).as_posix(),
                          "content": path.read_text(encoding="utf-8", errors="replace")})
    return json.dumps({"files": files}).encode()


def fixture_exchanges(spec: dict) -> list[Exchange]:
    """Every request of the fixture set, for the routes openapi.yaml lists.

    - Tests/Fixtures/scenarios: each `scenario` member to POST /v1/simulate, and all of them as one
      NDJSON body to POST /v1/simulate/batch;
    - Tests/Fixtures/inputs: each file as it is (bad on purpose) to POST /v1/simulate;
    - Tests/Fixtures/compare, lint: each fixture to POST /v1/compare, /v1/lint, keeping only the
      members the route's request schema names (a fixture may carry notes beside its request);
    - Tests/Fixtures/projects: each project directory's text files to POST /v1/import.
    """
    have = {(op.method, op.path): op for op in operations(spec)}
    out: list[Exchange] = []
    scenarios = []
    for path in _json_files(FIXTURES / "scenarios"):
        scenario = json.loads(path.read_text(encoding="utf-8"))["scenario"]
        scenarios.append(scenario)
        out.append(Exchange(f"scenarios/{path.name}", "POST", "/v1/simulate",
                            json.dumps(scenario).encode(), "application/json"))
    if scenarios and ("post", "/v1/simulate/batch") in have:
        body = "".join(json.dumps(s) + "\n" for s in scenarios).encode()
        out.append(Exchange(f"scenarios/*.json as one batch ({len(scenarios)} lines)", "POST",
                            "/v1/simulate/batch", body, "application/x-ndjson"))
    for path in _json_files(FIXTURES / "inputs"):
        out.append(Exchange(f"inputs/{path.name}", "POST", "/v1/simulate", path.read_bytes(), "application/json"))
    for directory, route in (("compare", "/v1/compare"), ("lint", "/v1/lint")):
        op = have.get(("post", route))
        if op is None:
            continue
        members = _request_properties(spec, op)
        for path in _json_files(FIXTURES / directory):
            if path.name in OUTSIDE_THE_SCHEMA:
                continue
            document = json.loads(path.read_text(encoding="utf-8"))
            if members is not None and isinstance(document, dict):
                document = {k: v for k, v in document.items() if k in members}
            out.append(Exchange(f"{directory}/{path.name}", "POST", route, json.dumps(document).encode(),
                                "application/json"))
    if ("post", "/v1/import") in have and (FIXTURES / "projects").is_dir():
        for project in sorted(p for p in (FIXTURES / "projects").iterdir() if p.is_dir()):
            out.append(Exchange(f"projects/{project.name}", "POST", "/v1/import", _project_request(project),
                                "application/json"))
    return out


# Fixtures that carry, on purpose, a member openapi.yaml's strict schemas do not list: the service
# accepts them (lint reports the misspelling as AR021), while generated clients, reading
# `additionalProperties: false`, catch it before sending. They are lint's own tests, not the contract's.
OUTSIDE_THE_SCHEMA = {"AR021-trigger.json"}


def example_values(spec: dict, media: dict) -> list[tuple[str, object]]:
    """The examples of one media-type object, `$ref`s resolved: [(name, value)]."""
    found: list[tuple[str, object]] = []
    if "example" in media:
        found.append(("example", media["example"]))
    for name, example in (media.get("examples") or {}).items():
        if "$ref" in example:
            node = spec
            for part in example["$ref"].lstrip("#/").split("/"):
                node = node.get(part, {})
            example = node
        if "value" in example:
            found.append((name, example["value"]))
    return found


class Checks:
    """Counts checks, prints `ok NAME` / `FAIL NAME: why`, ends with `N passed, N failed`."""

    def __init__(self, title: str):
        self.title = title
        self.passed = 0
        self.failed: list[str] = []

    def expect(self, name: str, condition: bool, detail: str = "") -> bool:
        if condition:
            self.passed += 1
            print(f"ok   {name}")
        else:
            self.failed.append(name)
            print(f"FAIL {name}" + (f": {detail}" if detail else ""))
        return condition

    def finish(self) -> int:
        print(f"{self.title}: {self.passed} passed, {len(self.failed)} failed")
        sys.stdout.flush()
        return 1 if self.failed else 0


def snake_case(name: str) -> str:
    """openapi-python-client's module name for an operationId (getOpenAPI → get_open_api)."""
    name = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", name)
    name = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name)
    return re.sub(r"[^A-Za-z0-9]+", "_", name).strip("_").lower()
