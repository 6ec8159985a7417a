#!/usr/bin/env python3
"""openapi.yaml must say what api.md says: compare the parts of api.md that are tables.

- §5: every route (method, path) is an operation of openapi.yaml and vice versa;
- §3: every event type is a branch of `Event` (discriminator mapping), with the fields api.md lists
  (openapi.yaml may add only `animated` to the navigation events, as the golden scenarios use it);
- §4: the members of `Decision` are exactly the fields api.md lists; `decidedBy.via`, `masks` and
  `confidence` take exactly api.md's values.

api.md is the contract in the repository, docs/api.md. Where it is missing, or has none of these
tables, the check fails: a check that cannot find what it compares must not pass.
"""
from __future__ import annotations

import pathlib
import re
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]


API_MD = ROOT / "docs" / "api.md"


def section(text: str, number: int) -> str:
    match = re.search(rf"^## {number}\..*?(?=^## |\Z)", text, re.S | re.M)
    return match.group(0) if match else ""


def rows(block: str):
    for line in block.splitlines():
        if line.startswith("| ") and not line.startswith("|---"):
            cells = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip().strip("|"))]
            yield cells


def ticks(text: str) -> list[str]:
    return re.findall(r"`([^`]+)`", text)


def main() -> int:
    api_md = API_MD
    if not api_md.is_file():
        print(f"{api_md.relative_to(ROOT)} not found: the contract must be in the repository")
        return 1
    text = api_md.read_text()
    spec = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    schemas = spec["components"]["schemas"]
    failures: list[str] = []

    # §5 routes
    routes = set()
    for cells in rows(section(text, 5)):
        for method, path in re.findall(r"\b(GET|POST|PUT|PATCH|DELETE) (/[^`\s,]*)", cells[0]):
            routes.add((method, path))
        for path in re.findall(r"`GET (/[^`]+)`, `GET (/[^`]+)`", cells[0]):
            routes.update(("GET", p) for p in path)
    operations = {(m.upper(), p) for p, item in spec["paths"].items() for m in item
                  if m in ("get", "post", "put", "patch", "delete")}
    if not routes:
        failures.append("api.md §5 lists no routes")
    for missing in sorted(routes - operations):
        failures.append(f"api.md §5 route {missing[0]} {missing[1]} is not in openapi.yaml")
    # Routes that have a section of their own name it in the heading, e.g.
    # "## 6. Compare: … (`POST /v1/compare`)": documented there rather than in §5's table.
    headed = set(re.findall(r"^## \d+\..*?`(GET|POST|PUT|PATCH|DELETE) (/[^`\s]*)`", text, re.M))
    for extra in sorted(operations - routes - headed):
        failures.append(f"openapi.yaml operation {extra[0]} {extra[1]} is not in api.md §5")

    # §3 events
    mapping = schemas["Event"]["discriminator"]["mapping"]
    seen = set()
    for cells in rows(section(text, 3)):
        if cells[0] == "type":
            continue
        types = ticks(cells[0])
        fields_text = re.sub(r"\([^()]*(\([^()]*\)[^()]*)*\)", "", cells[1])  # drop (explanations)
        fields_text = re.sub(r" — [a-z].*$", "", fields_text)  # drop "— prose"
        fields = set(ticks(fields_text))
        props = set()
        for event_type in types:
            seen.add(event_type)
            if event_type not in mapping:
                failures.append(f"api.md §3 event type {event_type} is not in Event's discriminator mapping")
                continue
            schema = schemas[mapping[event_type].rsplit("/", 1)[1]]
            if schema["properties"]["type"].get("const") != event_type:
                failures.append(f"openapi.yaml: {mapping[event_type]} does not have type const {event_type}")
            props |= set(schema["properties"]) - {"type"}
        missing, extra = fields - props, props - fields
        if missing:
            failures.append(f"api.md §3 {'/'.join(types)}: fields {sorted(missing)} missing in openapi.yaml")
        if extra - ({"animated"} if "push" in types else set()):
            failures.append(f"openapi.yaml {'/'.join(types)}: fields {sorted(extra)} not in api.md §3")
    for extra in sorted(set(mapping) - seen):
        failures.append(f"openapi.yaml event type {extra} is not in api.md §3")

    # §4 Decision
    decision_fields, via, masks = set(), set(), set()
    for cells in rows(section(text, 4)):
        if cells[0] == "field":
            continue
        decision_fields |= set(ticks(cells[0]))
        if ticks(cells[0]) == ["decidedBy"]:
            via = set(re.findall(r'"([A-Za-z]+)"', cells[1].split('"via":', 1)[1]))
        if ticks(cells[0]) == ["masks"]:
            masks = set(re.findall(r'"([A-Za-z]+)"', cells[1]))
    decision = schemas["Decision"]
    if decision_fields != set(decision["properties"]):
        failures.append(f"Decision members differ from api.md §4: only in api.md "
                        f"{sorted(decision_fields - set(decision['properties']))}, only in openapi.yaml "
                        f"{sorted(set(decision['properties']) - decision_fields)}")
    spec_via = set(decision["properties"]["decidedBy"]["properties"]["via"]["enum"])
    if via != spec_via:
        failures.append(f"decidedBy.via differs: api.md {sorted(via)}, openapi.yaml {sorted(spec_via)}")
    spec_masks = set(decision["properties"]["masks"]["oneOf"][1]["properties"])
    if masks != spec_masks:
        failures.append(f"masks members differ: api.md {sorted(masks)}, openapi.yaml {sorted(spec_masks)}")
    if set(decision["properties"]["confidence"]["enum"]) != {"documented", "observed", "inferred"}:
        failures.append("confidence must be documented | observed | inferred")

    for failure in failures:
        print(f"FAIL {failure}", file=sys.stderr)
    print(f"api.md ({api_md}): {len(routes)} routes, {len(seen)} event types, "
          f"{len(decision_fields)} Decision fields compared; {len(failures)} differences")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
