#!/usr/bin/env bash
# SARIF of every lint fixture, validated against the OASIS SARIF 2.1.0 schema (api.md §7, issue 16).
# Writes each fixture's SARIF log with `autorotate lint --local FILE --sarif OUT` (results with
# physical locations) to $OUT (default .build/sarif), and that of every fixture project with
# `autorotate lint --local --project DIR --sarif OUT` (locations relative to the repository root,
# `uriBaseId` and `originalUriBaseIds`; issue 17), and runs check-jsonschema on them all.
#   scripts/contract/sarif.sh [path/to/autorotate]
# Environment: VENV (.venv; falls back to .build/venv), SARIF_SCHEMA (../shared/schemas/sarif-schema-2.1.0.json),
# FIXTURES (Tests/Fixtures/lint), PROJECTS (Tests/Fixtures/projects), OUT (.build/sarif).
set -euo pipefail
cd "$(dirname "$0")/../.."
VENV="${VENV:-.venv}"
if [ ! -x "$VENV/bin/check-jsonschema" ] && [ -x .build/venv/bin/check-jsonschema ]; then VENV=.build/venv; fi
SCHEMA="${SARIF_SCHEMA:-../shared/schemas/sarif-schema-2.1.0.json}"
FIXTURES="${FIXTURES:-Tests/Fixtures/lint}"
OUT="${OUT:-.build/sarif}"
CLI="${1:-}"
if [ -z "$CLI" ]; then
  swift build --product autorotate >/dev/null
  CLI="$(swift build --show-bin-path)/autorotate"
fi
[ -x "$VENV/bin/check-jsonschema" ] || { echo "check-jsonschema not found in $VENV (make venv)"; exit 2; }
[ -f "$SCHEMA" ] || { echo "SARIF schema not found at $SCHEMA"; exit 2; }
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
  grep -q '"uriBaseId":"%SRCROOT%"' "$OUT/$name.sarif" \
    || { echo "$name.sarif: no location relative to %SRCROOT%"; exit 1; }
  projects=$((projects + 1))
done
[ "$projects" -gt 0 ] || { echo "no fixture projects"; exit 1; }
"$VENV/bin/check-jsonschema" --schemafile "$SCHEMA" "$OUT"/*.sarif
echo "ok   SARIF of $count lint fixtures and $projects projects validates against $(basename "$SCHEMA")"
