#!/usr/bin/env python3
"""Every component openapi.yaml defines is referenced (issue 14: `responses/NotFound` was not).

A component counts as used when some `$ref: '#/components/<kind>/<name>'` names it, or, for
`securitySchemes`, when a `security` requirement names it.
"""
import pathlib
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]


def walk(node, refs: set, schemes: set):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str) and value.startswith("#/components/"):
                refs.add(tuple(value.split("/")[2:4]))
            elif key == "security" and isinstance(value, list):
                for requirement in value:
                    schemes.update(requirement or {})
            walk(value, refs, schemes)
    elif isinstance(node, list):
        for item in node:
            walk(item, refs, schemes)


def main() -> int:
    spec = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    refs, schemes = set(), set()
    walk(spec, refs, schemes)
    refs |= {("securitySchemes", name) for name in schemes}
    defined = {(kind, name) for kind, items in spec.get("components", {}).items() for name in items}
    unused = sorted(defined - refs)
    for kind, name in unused:
        print(f"FAIL components/{kind}/{name} is defined but never referenced")
    print(f"components: {len(defined)} defined, {len(unused)} unused")
    return 1 if unused else 0


if __name__ == "__main__":
    sys.exit(main())
