#!/usr/bin/env python3
"""Print the `components.examples` block of openapi.yaml from the golden scenarios.

The request examples of openapi.yaml are the `scenario` members of golden scenario fixtures,
verbatim; `check_examples.py` fails when they drift. Run this after a fixture changes and paste
its output under `components: examples:` (replacing the old block):

    .venv/bin/python scripts/contract/render_examples.py > /tmp/examples.yaml
"""
import json
import pathlib
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests" / "Fixtures" / "scenarios"

# (example name, fixture file, summary)
GOLDEN = [
    ("landscapeOnlyLaunch", "seed002-landscape-only-launch",
     "Landscape-only iPhone app from Info.plist (iOS 6)"),
    ("forwardingContainers", "seed003-ios6-forwarding-containers",
     "Tab bar and navigation subclasses forwarding to their children (iOS 6)"),
    ("callbacksAndFrames", "seed001-ios6-callbacks-frames",
     "Rotation callback order and per-orientation frames (iOS 6)"),
    ("twoViewControllers", "seed001-two-view-controllers",
     "A landscape view controller presented from a device-orientation observer (reactions)"),
    ("mask7ModalCrash", "seed000-landscapevc-mask7-modal",
     "Interface constants OR-ed as a mask (= 7): the modal presentation crashes (still 200)"),
]


class Dumper(yaml.SafeDumper):
    def increase_indent(self, flow=False, indentless=False):  # indent sequences under their key
        return super().increase_indent(flow, False)


def _list(dumper, data):
    flow = all(not isinstance(x, (list, dict)) for x in data) and len(data) <= 6 \
        and all(not isinstance(x, str) for x in data)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


def _str(dumper, data):
    style = "|" if "\n" in data else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)


Dumper.add_representer(list, _list)
Dumper.add_representer(str, _str)


def scenario(stem):
    return json.loads((FIXTURES / f"{stem}.json").read_text())["scenario"]


def main():
    examples = {}
    for name, stem, summary in GOLDEN:
        examples[name] = {
            "summary": summary,
            "description": f"Golden scenario `{stem}` (Tests/Fixtures/scenarios), verbatim.",
            "x-fixture": stem,
            "x-expect-status": 200,
            "value": scenario(stem),
        }
    examples["wrongShape"] = {
        "summary": "Not the shape of a scenario: 400 with a pointer per problem",
        "x-expect-status": 400,
        "value": {"device": "iPhone 5", "events": {"type": "deviceOrientation"}},
    }
    examples["unknownViewController"] = {
        "summary": "Well-formed but the root names no view controller: 422",
        "x-expect-status": 422,
        "value": {
            "device": {"os": "6.1", "model": "iPhone 5"},
            "viewControllers": {"main": {"class": "MainViewController"}},
            "window": {"rootViewController": "mian"},
        },
    }
    lines = [scenario("seed002-landscape-only-launch"), scenario("seed002-navigation-ignores-children")]
    examples["batchTwoScenarios"] = {
        "summary": "Two golden scenarios and one line that is not a scenario, one per line",
        "description": "Lines 1 and 2 answer with their Simulation, line 3 with `{\"line\": 3, \"problem\": …}`.",
        "x-fixtures": ["seed002-landscape-only-launch", "seed002-navigation-ignores-children"],
        "x-expect-status": 200,
        "x-expect-lines": ["simulation", "simulation", "problem"],
        "value": "".join(json.dumps(s, separators=(",", ":"), ensure_ascii=False) + "\n" for s in lines)
        + '{"device":{"idiom":"phone"}}\n',
    }
    text = yaml.dump(examples, Dumper=Dumper, sort_keys=False, allow_unicode=True, width=4096,
                     default_flow_style=False)
    sys.stdout.write("".join("    " + line if line.strip() else line for line in text.splitlines(True)))


if __name__ == "__main__":
    main()
