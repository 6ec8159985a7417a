#!/usr/bin/env python3
"""redbot ("lint for HTTP resources") on every GET route of openapi.yaml: no WARN and no BAD note.

    interop_redbot.py --base-url http://127.0.0.1:PORT

The routes are the GET paths of openapi.yaml without a path parameter (/livez, /readyz, /metrics,
/openapi.yaml, /v1/version), plus / when it serves the playground (HTML). For `/`, redbot also
checks the assets the page links (`--assets`), so /assets/* is covered without listing it; each
/assets/ link of the page is also checked on its own. redbot's HAR output (`-o har`) carries each
note's level (GOOD, INFO, WARN, BAD); every WARN and BAD is listed with its note id and summary.
"""
from __future__ import annotations

import argparse
import concurrent.futures
import html.parser
import json
import pathlib
import subprocess
import sys
import urllib.parse
import urllib.request

from interop_common import Checks, load_spec, operations

REDBOT = pathlib.Path(sys.executable).parent / "redbot"
TIMEOUT = 120


class AssetLinks(html.parser.HTMLParser):
    """The same-origin /assets/ URLs a page links with src= or href=."""

    def __init__(self):
        super().__init__()
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("src", "href") and value:
                path = urllib.parse.urlsplit(value).path
                if path.startswith("/assets/") and path not in self.links:
                    self.links.append(path)


def run_redbot(url: str, assets: bool) -> tuple[str, list[dict], str]:
    """(url, entries of the HAR, error)."""
    command = [str(REDBOT), "-o", "har", *(["-a"] if assets else []), url]
    try:
        done = subprocess.run(command, check=False, capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return url, [], f"redbot took more than {TIMEOUT} s"
    try:
        return url, json.loads(done.stdout)["log"]["entries"], ""
    except (ValueError, KeyError) as error:
        return url, [], f"no HAR from redbot (exit {done.returncode}): {error}; {done.stderr[-500:]}"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--base-url", required=True)
    args = parser.parse_args()
    checks = Checks("interop redbot")
    base = args.base_url.rstrip("/")

    paths = [op.path for op in operations(load_spec()) if op.method == "get" and not op.templated()]
    if "/" not in paths:
        # The playground (api.md §8) may be served at / without being an operation of openapi.yaml.
        try:
            with urllib.request.urlopen(base + "/", timeout=30) as page:
                if page.status == 200 and page.headers.get_content_type() == "text/html":
                    paths.append("/")
        except OSError:
            pass
    targets = [(path, path == "/") for path in paths]
    if "/" in paths:
        with urllib.request.urlopen(base + "/", timeout=30) as page:
            links = AssetLinks()
            links.feed(page.read().decode("utf-8", errors="replace"))
        targets += [(link, False) for link in links.links]
        checks.expect("the playground links assets under /assets/", bool(links.links), "no /assets/ link in /")

    with concurrent.futures.ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda t: run_redbot(base + t[0], t[1]), targets))
    for url, entries, error in results:
        path = urllib.parse.urlsplit(url).path
        if error:
            checks.expect(f"redbot {path}", False, error)
            continue
        for entry in entries:
            entry_path = urllib.parse.urlsplit(entry.get("request", {}).get("url", url)).path or path
            status = entry.get("response", {}).get("status")
            notes = entry.get("_red_messages", [])
            bad = [n for n in notes if n.get("level") in ("WARN", "BAD")]
            label = entry_path if entry_path == path else f"{entry_path} (asset of {path})"
            checks.expect(f"redbot {label}: {status}, {len(notes)} notes, no WARN or BAD",
                          status == 200 and not bad,
                          (f"status {status}; " if status != 200 else "")
                          + "; ".join(f"{n['level']} {n['note_id']} ({n.get('subject', '')}): {n['summary']}"
                                      for n in bad))
    return checks.finish()


if __name__ == "__main__":
    raise SystemExit(main())
