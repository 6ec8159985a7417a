#!/usr/bin/env python3
"""The README's configuration table must list exactly what `autorotated --help` prints.

    config_table.py path/to/autorotated

Every flag with its environment variable, and the default where the README shows a literal
(`8080`); README.md is checked.
"""
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]


def from_help(binary: str) -> dict[str, tuple[str, str]]:
    """Each option's variable and default, as the generated help shows them: the option's rows
    end with `(default: D).` and a row `Environment: AUTOROTATE_X.`"""
    text = subprocess.run([binary, "--help"], capture_output=True, text=True, timeout=10, check=True).stdout
    blocks: dict[str, list[str]] = {}
    flag = None
    for line in text.splitlines():
        m = re.match(r"^  (--[a-z0-9-]+)\b", line)
        if m:
            flag = m.group(1)
            blocks[flag] = [line[m.end():].strip()]
        elif flag and line.startswith("    "):
            blocks[flag].append(line.strip())
        else:
            flag = None
    options = {}
    for flag, parts in blocks.items():
        block = " ".join(part for part in parts if part)
        env = re.search(r"Environment: (AUTOROTATE_[A-Z0-9_]+)\.", block)
        if not env:
            continue
        default = re.search(r".*\(default: (.*?)\)\.\s*Environment:", block)
        options[flag] = (env.group(1), default.group(1).strip() if default else "")
    return options


def from_readme(path: pathlib.Path) -> dict[str, tuple[str, str]] | None:
    rows = {}
    for line in path.read_text().splitlines():
        m = re.match(r"^\| `(--[a-z0-9-]+)` \| `(AUTOROTATE_[A-Z0-9_]+)` \| ([^|]*) \|", line)
        if m:
            rows[m.group(1)] = (m.group(2), m.group(3).strip())
    return rows or None


def main() -> int:
    actual = from_help(sys.argv[1])
    if not actual:
        print(f"{sys.argv[1]} --help lists no options")
        return 1
    failures, checked = [], 0
    for path in (ROOT / "README.md",):
        if not path.exists() or (table := from_readme(path)) is None:
            continue
        checked += 1
        name = path.relative_to(ROOT)
        for flag in sorted(set(actual) - set(table)):
            failures.append(f"{name}: --help has {flag} ({actual[flag][0]}) but the table does not")
        for flag in sorted(set(table) - set(actual)):
            failures.append(f"{name}: the table lists {flag}, which --help does not have")
        for flag in sorted(set(table) & set(actual)):
            env, default = table[flag]
            if env != actual[flag][0]:
                failures.append(f"{name}: {flag} is read from {actual[flag][0]}, the table says {env}")
            literal = re.fullmatch(r"`([^`]*)`", default)
            if literal and literal.group(1) != actual[flag][1]:
                failures.append(f"{name}: {flag} defaults to {actual[flag][1]!r}, the table says {literal.group(1)!r}")
    for failure in failures:
        print(f"FAIL {failure}")
    print(f"configuration table: {len(actual)} options, {checked} README table(s), {len(failures)} differences")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
