#!/usr/bin/env python3
"""Every request example of openapi.yaml and README.md, checked statically and against a live server.

    examples.py check                 # static: valid JSON, the right shape, fixtures verbatim
    examples.py run --base-url URL    # live: send each one, check the status (and README answers)

Request examples of openapi.yaml are the `examples` of each operation's request body (after
`$ref`). Each carries `x-expect-status` (default 200); an example expected to succeed (200) or to
be well-formed but invalid (422) must validate against the body's schema, one expected to be
malformed (400) must not. `x-fixture` names a golden scenario whose `scenario` member the value
must equal verbatim. NDJSON examples are checked line by line (`x-expect-lines`: `simulation` or
`problem` per line).

README examples are the `curl` commands in fenced shell blocks of README.md. A `<!-- expect: NNN -->` comment before the block sets the
expected status (default 200). The first ```json block after the command, before the next
command, is its answer: the live answer must contain it (objects: every key shown, recursively;
arrays: same length, element by element). An answer block containing `PLACEHOLDER` is not
compared (and is reported).
"""
from __future__ import annotations

import argparse
import gzip
import json
import pathlib
import re
import shlex
import sys
import urllib.error
import urllib.request
from dataclasses import dataclass, field

import jsonschema
import referencing
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
SPEC_PATH = ROOT / "openapi.yaml"
FIXTURES = ROOT / "Tests" / "Fixtures" / "scenarios"
READMES = [ROOT / "README.md"]
SPEC_URI = "urn:autorotate:openapi"


@dataclass
class Example:
    origin: str  # where it was found, for messages
    method: str
    path: str
    content_type: str
    body: bytes | None
    expect_status: int
    schema_ref: str | None = None  # JSON pointer of the body schema in openapi.yaml
    value: object = None  # the decoded example (JSON) or the NDJSON text
    fixture: str | None = None
    fixtures: list[str] = field(default_factory=list)
    expect_lines: list[str] = field(default_factory=list)
    headers: dict[str, str] = field(default_factory=dict)
    answer: object = None  # README: the answer shown (subset), or None
    answer_placeholder: bool = False


def load_spec() -> dict:
    return yaml.safe_load(SPEC_PATH.read_text())


def validator_for(spec: dict, pointer: str) -> jsonschema.protocols.Validator:
    resource = referencing.Resource.from_contents(spec, default_specification=referencing.jsonschema.DRAFT202012)
    registry = referencing.Registry().with_resource(SPEC_URI, resource)
    return jsonschema.Draft202012Validator({"$ref": f"{SPEC_URI}#{pointer}"}, registry=registry)


def resolve(spec: dict, node: dict) -> dict:
    while isinstance(node, dict) and "$ref" in node:
        ref = node["$ref"]
        assert ref.startswith("#/"), ref
        target = spec
        for part in ref[2:].split("/"):
            target = target[part.replace("~1", "/").replace("~0", "~")]
        node = target
    return node


def schema_pointer(spec: dict, path: str, method: str, media: str) -> str:
    return "/paths/" + path.replace("~", "~0").replace("/", "~1") + f"/{method}/requestBody/content/" + media.replace("/", "~1") + "/schema"


def spec_examples(spec: dict) -> list[Example]:
    found = []
    for path, item in spec["paths"].items():
        for method, op in item.items():
            if method not in ("get", "post", "put", "patch", "delete"):
                continue
            body = resolve(spec, op.get("requestBody", {}))
            for media, content in body.get("content", {}).items():
                pointer = schema_pointer(spec, path, method, media)
                named = dict(content.get("examples", {}))
                if "example" in content:
                    named["example"] = {"value": content["example"]}
                for name, ex in named.items():
                    ex = resolve(spec, ex)
                    value = ex["value"]
                    if media == "application/x-ndjson":
                        raw = value.encode()
                    else:
                        raw = json.dumps(value, ensure_ascii=False).encode()
                    found.append(Example(
                        origin=f"openapi.yaml {method.upper()} {path} example '{name}'",
                        method=method.upper(), path=path, content_type=media, body=raw,
                        expect_status=int(ex.get("x-expect-status", 200)), schema_ref=pointer,
                        value=value, fixture=ex.get("x-fixture"), fixtures=ex.get("x-fixtures", []),
                        expect_lines=ex.get("x-expect-lines", []),
                    ))
    return found


FENCE = re.compile(r"^```(\S*)\s*$")
EXPECT = re.compile(r"<!--\s*expect:\s*(\d{3})\s*-->")


def readme_examples(spec: dict) -> list[Example]:
    found: list[Example] = []
    for readme in READMES:
        if not readme.exists():
            continue
        lines = readme.read_text().splitlines()
        i, expect, last = 0, None, None
        while i < len(lines):
            m_expect = EXPECT.search(lines[i])
            if m_expect:
                expect = int(m_expect.group(1))
            m = FENCE.match(lines[i])
            if not m:
                i += 1
                continue
            lang, start = m.group(1), i + 1
            i += 1
            while i < len(lines) and not lines[i].startswith("```"):
                i += 1
            block, i = lines[start:i], i + 1
            if lang in ("sh", "bash", "console", "shell"):
                for command, lineno in curl_commands(block, start + 1):
                    ex = parse_curl(command, f"{readme.relative_to(ROOT)}:{lineno}")
                    ex.expect_status = expect or 200
                    if ex.path in ("/v1/simulate",) and ex.body is not None:
                        ex.schema_ref = schema_pointer(spec, ex.path, "post", "application/json")
                    found.append(ex)
                    last = ex
                expect = None
            elif lang == "json" and last is not None and last.answer is None and not last.answer_placeholder:
                text = "\n".join(block)
                if "PLACEHOLDER" in text:
                    last.answer_placeholder = True
                else:
                    try:
                        last.answer = json.loads(text)
                    except json.JSONDecodeError as error:
                        raise SystemExit(f"{readme.relative_to(ROOT)}:{start}: answer block is not JSON: {error}")
    return found


def curl_commands(block: list[str], first_line: int):
    """The curl commands of a shell block: backslash continuations and quotes spanning lines."""
    command, at = "", None
    for offset, line in enumerate(block):
        text = line[2:] if not command and line.lstrip().startswith("$ ") else line
        if not command:
            if not text.strip().startswith("curl "):
                continue
            at = first_line + offset
            text = text.strip()
        if text.rstrip().endswith("\\") and not _open_quote(command + text):
            command += text.rstrip()[:-1] + " "
            continue
        command += text
        if _open_quote(command):
            command += "\n"
            continue
        yield command, at
        command = ""
    if command:
        raise SystemExit(f"line {at}: unterminated curl command")


def _open_quote(text: str) -> bool:
    try:
        shlex.split(text, comments=True)
        return False
    except ValueError:
        return True


def parse_curl(command: str, origin: str) -> Example:
    args = shlex.split(command, comments=True)
    assert args[0] == "curl", origin
    method, url, data, headers = None, None, None, {}
    it = iter(args[1:])
    for arg in it:
        if arg in ("-X", "--request"):
            method = next(it)
        elif arg in ("-H", "--header"):
            name, _, value = next(it).partition(":")
            headers[name.strip()] = value.strip()
        elif arg in ("-d", "--data", "--data-binary", "--data-raw"):
            data = next(it)
            if data.startswith("@") and arg != "--data-raw":
                data = (ROOT / data[1:]).read_text()
        elif arg in ("-o", "--output", "-w", "--write-out", "-m", "--max-time"):
            next(it)
        elif arg.startswith("http://") or arg.startswith("https://") or arg.startswith("localhost"):
            url = arg
        elif arg.startswith("-"):
            continue  # -s, -S, -i, --compressed, --fail …: no effect on what is sent
        else:
            raise SystemExit(f"{origin}: cannot read curl argument {arg!r}")
    if url is None:
        raise SystemExit(f"{origin}: curl command without a URL")
    path = "/" + re.sub(r"^(https?://)?[^/]+/?", "", url)
    method = method or ("POST" if data is not None else "GET")
    content_type = headers.get("Content-Type", "application/x-www-form-urlencoded" if data is not None else "")
    value = None
    if data is not None and "json" in content_type:
        try:
            value = json.loads(data)
        except json.JSONDecodeError as error:
            raise SystemExit(f"{origin}: request body is not JSON: {error}")
    return Example(origin=origin, method=method, path=path, content_type=content_type,
                   body=data.encode() if data is not None else None, expect_status=200,
                   value=value, headers=headers)


# ---------------------------------------------------------------------------------------- static

def check(spec: dict) -> list[str]:
    failures = []
    examples = spec_examples(spec)
    operations = {(m.upper(), p) for p, item in spec["paths"].items() for m in item if m in ("get", "post")}
    readme = readme_examples(spec)
    for ex in examples + readme:
        if ex.origin.startswith("README") or ex.origin.startswith("docs"):
            if (ex.method, ex.path) not in operations:
                failures.append(f"{ex.origin}: {ex.method} {ex.path} is not an operation of openapi.yaml")
                continue
            if ex.method == "POST" and ex.path == "/v1/simulate" and ex.content_type != "application/json":
                failures.append(f"{ex.origin}: POST /v1/simulate needs -H 'Content-Type: application/json'")
                continue
        if ex.schema_ref is None:
            continue
        validator = validator_for(spec, ex.schema_ref)
        if ex.content_type == "application/x-ndjson":
            lines = [line for line in ex.value.split("\n") if line.strip()]
            if ex.expect_lines and len(ex.expect_lines) != len(lines):
                failures.append(f"{ex.origin}: {len(lines)} lines but x-expect-lines has {len(ex.expect_lines)}")
            item = validator_for(spec, ex.schema_ref + "/items")
            for n, line in enumerate(lines, 1):
                try:
                    doc = json.loads(line)
                except json.JSONDecodeError as error:
                    failures.append(f"{ex.origin}: line {n} is not JSON: {error}")
                    continue
                kind = ex.expect_lines[n - 1] if n <= len(ex.expect_lines) else "simulation"
                errors = list(item.iter_errors(doc))
                if kind == "simulation" and errors:
                    failures.append(f"{ex.origin}: line {n} is not a valid scenario: {errors[0].message}")
                if kind == "problem" and not errors:
                    failures.append(f"{ex.origin}: line {n} should not be a valid scenario (x-expect-lines says problem)")
            for n, stem in enumerate(ex.fixtures, 1):
                if n <= len(lines) and json.loads(lines[n - 1]) != fixture(stem):
                    failures.append(f"{ex.origin}: line {n} differs from golden scenario {stem}")
            continue
        errors = list(validator.iter_errors(ex.value))
        if ex.expect_status in (200, 422) and errors:
            detail = "; ".join(f"/{'/'.join(map(str, e.absolute_path))}: {e.message[:160]}" for e in errors[:3])
            failures.append(f"{ex.origin}: expected {ex.expect_status} but the body does not match the schema: {detail}")
        if ex.expect_status == 400 and not errors:
            failures.append(f"{ex.origin}: expected 400 but the body matches the schema")
        if ex.fixture and ex.value != fixture(ex.fixture):
            failures.append(f"{ex.origin}: differs from golden scenario {ex.fixture} (run render_examples.py)")
    scenario = validator_for(spec, "/components/schemas/Scenario")
    goldens = sorted(FIXTURES.glob("*.json"))
    for path in goldens:  # the schema must accept every golden scenario
        for error in list(scenario.iter_errors(fixture(path.stem)))[:3]:
            failures.append(f"{path.relative_to(ROOT)}: scenario does not match the Scenario schema at "
                            f"/{'/'.join(map(str, error.absolute_path))}: {error.message[:200]}")
    print(f"examples: {len(examples)} in openapi.yaml, {len(readme)} in README; "
          f"{len(goldens)} golden scenarios checked against the Scenario schema")
    return failures


def fixture(stem: str):
    return json.loads((FIXTURES / f"{stem}.json").read_text())["scenario"]


# ---------------------------------------------------------------------------------------- live

def send(base: str, ex: Example):
    request = urllib.request.Request(base.rstrip("/") + ex.path, data=ex.body, method=ex.method)
    if ex.body is not None:
        request.add_header("Content-Type", ex.content_type)
    for name, value in ex.headers.items():
        if name.lower() != "content-type":
            request.add_header(name, value)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def contains(expected, actual, where="") -> str | None:
    """None when `actual` contains `expected` (the README's possibly abridged answer)."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return f"{where or '/'}: expected an object"
        for key, value in expected.items():
            if key not in actual:
                return f"{where}/{key}: missing"
            problem = contains(value, actual[key], f"{where}/{key}")
            if problem:
                return problem
        return None
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return f"{where or '/'}: expected an array of {len(expected)}"
        for n, (e, a) in enumerate(zip(expected, actual)):
            problem = contains(e, a, f"{where}/{n}")
            if problem:
                return problem
        return None
    return None if expected == actual else f"{where or '/'}: expected {expected!r}, got {actual!r}"


def response_validator(spec: dict, path: str, method: str, status: int, media: str):
    response = spec["paths"][path][method.lower()]["responses"].get(str(status))
    if response is None:
        return None
    pointer = "/paths/" + path.replace("~", "~0").replace("/", "~1") + f"/{method.lower()}/responses/{status}"
    response = resolve(spec, response)
    if "$ref" in spec["paths"][path][method.lower()]["responses"][str(status)]:
        pointer = spec["paths"][path][method.lower()]["responses"][str(status)]["$ref"][1:]
    if media not in response.get("content", {}):
        return None
    return validator_for(spec, pointer + "/content/" + media.replace("/", "~1") + "/schema")


def golden_examples() -> list[Example]:
    """Every golden scenario, not only those shown in openapi.yaml: each must simulate (200)."""
    found = []
    for path in sorted(FIXTURES.glob("*.json")):
        value = fixture(path.stem)
        found.append(Example(origin=f"golden {path.stem}", method="POST", path="/v1/simulate",
                             content_type="application/json", body=json.dumps(value).encode(),
                             expect_status=200, value=value))
    return found


def run(spec: dict, base: str) -> list[str]:
    failures, placeholders = [], 0
    examples = spec_examples(spec) + readme_examples(spec) + golden_examples()
    for ex in examples:
        status, headers, body = send(base, ex)
        if headers.get("Content-Encoding") == "gzip":
            body = gzip.decompress(body)
        if status != ex.expect_status:
            failures.append(f"{ex.origin}: {ex.method} {ex.path} answered {status}, expected {ex.expect_status}: {body[:300]!r}")
            continue
        media = headers.get("Content-Type", "").split(";")[0].strip()
        validator = response_validator(spec, ex.path, ex.method, status, media) if ex.path in spec["paths"] else None
        if validator is None and ex.path in spec["paths"]:
            failures.append(f"{ex.origin}: {status} {media} is not a documented response of {ex.method} {ex.path}")
        elif validator is not None and media.endswith("json") and not media.endswith("ndjson"):
            try:
                errors = list(validator.iter_errors(json.loads(body)))
            except json.JSONDecodeError as error:
                errors = [jsonschema.ValidationError(f"the body is not JSON: {error}")]
            if errors:
                e = errors[0]
                failures.append(f"{ex.origin}: the answer does not match its schema at "
                                f"/{'/'.join(map(str, e.absolute_path))}: {e.message[:300]}")
        if ex.content_type == "application/x-ndjson" and status == 200:
            try:
                lines = [json.loads(line) for line in body.decode().split("\n") if line.strip()]
            except ValueError as error:
                failures.append(f"{ex.origin}: an answer line is not JSON: {error}")
                continue
            kinds = ["problem" if set(line) == {"line", "problem"} else "simulation" for line in lines]
            want = ex.expect_lines or ["simulation"] * len(lines)
            if kinds != want:
                failures.append(f"{ex.origin}: answer lines are {kinds}, expected {want}")
            item = validator_for(spec, "/components/schemas/BatchLine")
            for n, line in enumerate(lines, 1):
                if "line" in line and line["line"] != n:
                    failures.append(f"{ex.origin}: answer line {n} says line {line['line']}")
                for e in list(item.iter_errors(line))[:1]:
                    failures.append(f"{ex.origin}: answer line {n} does not match BatchLine: {e.message[:300]}")
        if ex.answer is not None:
            try:
                problem = contains(ex.answer, json.loads(body))
            except json.JSONDecodeError:
                problem = "the answer is not JSON"
            if problem:
                failures.append(f"{ex.origin}: the answer differs from the one shown: {problem}")
        if ex.answer_placeholder:
            placeholders += 1
            print(f"note: {ex.origin}: the answer shown is a PLACEHOLDER; live answer begins {body[:200]!r}")
        print(f"ok   {ex.origin}: {ex.method} {ex.path} → {status}")
    print(f"examples run: {len(examples)}, failed: {len(failures)}, placeholder answers: {placeholders}")
    return failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("check")
    live = sub.add_parser("run")
    live.add_argument("--base-url", required=True)
    args = parser.parse_args()
    spec = load_spec()
    failures = check(spec) if args.command == "check" else run(spec, args.base_url)
    for failure in failures:
        print(f"FAIL {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
