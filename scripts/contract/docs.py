#!/usr/bin/env python3
"""docs/ must cover what the code cites: the reference a user reads is in the repository.

- docs/rules.md, docs/api.md and docs/lint.md exist;
- every rule id the sources cite in a string literal (`"R2.6"`, `"R6.4"`) is a rule of docs/rules.md;
- every lint id of the catalogue (`id: "AR001"`) has its section (`## AR001`) in docs/lint.md, and
  docs/lint.md has no section for an id the catalogue lacks.
"""
from __future__ import annotations

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"


def sources() -> str:
    return "\n".join(path.read_text() for path in sorted((ROOT / "Sources").rglob("*.swift")))


def main() -> int:
    failures: list[str] = []
    for name in ("rules.md", "api.md", "lint.md"):
        if not (DOCS / name).is_file():
            failures.append(f"docs/{name} is missing")
    if failures:
        for failure in failures:
            print(f"FAIL {failure}", file=sys.stderr)
        return 1
    code = sources()

    rules = (DOCS / "rules.md").read_text()
    defined = set(re.findall(r"^\*\*(R\d+\.\d+)[ .*]", rules, re.M))
    cited = set(re.findall(r'"(R\d+\.\d+)(?:\([a-z]\))?"', code))
    for rule in sorted(cited - defined):
        failures.append(f"the sources cite {rule}, which docs/rules.md does not define")

    catalogue = set(re.findall(r'\bid: "(AR\d{3})"', code))
    sections = set(re.findall(r"^## (AR\d{3})\b", (DOCS / "lint.md").read_text(), re.M))
    if not catalogue:
        failures.append("no lint catalogue ids found in Sources")
    for missing in sorted(catalogue - sections):
        failures.append(f"docs/lint.md has no section for {missing}")
    for extra in sorted(sections - catalogue):
        failures.append(f"docs/lint.md has a section for {extra}, which the catalogue lacks")

    for failure in failures:
        print(f"FAIL {failure}", file=sys.stderr)
    print(f"docs: {len(cited)} cited rules of {len(defined)} defined, "
          f"{len(catalogue)} lint ids, {len(sections)} sections; {len(failures)} differences")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
