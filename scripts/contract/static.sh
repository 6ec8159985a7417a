#!/usr/bin/env bash
# make contract-static: every check that needs no running service. Runs them all, then fails if
# any failed. Tools come from the virtual environment `make venv` creates (VENV, default .venv).
set -uo pipefail
cd "$(dirname "$0")/../.."
VENV="${VENV:-.venv}"
BIN="$VENV/bin"
# Oldest and newest Kubernetes the manifests must validate against (preStop `sleep` needs 1.30).
K8S_VERSIONS="${K8S_VERSIONS:-1.30.0 1.37.0}"

passed=0 failed=0 failures=""
step() {
  local name="$1"; shift
  local start=$SECONDS
  if "$@"; then
    passed=$((passed + 1)); echo "ok   $name ($((SECONDS - start)) s)"
  else
    failed=$((failed + 1)); failures="$failures $name"; echo "FAIL $name"
  fi
}

manifests() { ls deploy/*.yaml; }

k8s() {
  local v rc=0
  for v in $K8S_VERSIONS; do
    "$BIN/kubernetes-validate" --strict --quiet -k "$v" $(manifests) || rc=1
  done
  return $rc
}

# The release flags live in scripts/build-release.sh only; the Dockerfile and the Makefile call it.
release_flags_in_one_place() {
  local rc=0 others
  others=$(grep -rIl -e '--static-swift-stdlib' --exclude-dir=.build --exclude-dir=.venv --exclude-dir=.git \
             --exclude-dir=docs --exclude='*.md' . | grep -v -e '^./scripts/build-release.sh$' -e '^./scripts/contract/static.sh$')
  if [ -n "$others" ]; then echo "release flags outside scripts/build-release.sh: $others"; rc=1; fi
  grep -q 'scripts/build-release.sh' Dockerfile || { echo "Dockerfile does not build with scripts/build-release.sh"; rc=1; }
  grep -q 'scripts/build-release.sh' Makefile || { echo "Makefile does not build with scripts/build-release.sh"; rc=1; }
  return $rc
}

step "openapi-spec-validator openapi.yaml" "$BIN/openapi-spec-validator" openapi.yaml
step "yamllint openapi.yaml deploy/" "$BIN/yamllint" --strict -c scripts/contract/yamllint.yaml openapi.yaml deploy/
step "openapi.yaml agrees with docs/api.md" "$BIN/python" scripts/contract/api_md.py
step "docs/ defines every rule and lint id the code cites" "$BIN/python" scripts/contract/docs.py
step "openapi.yaml has no unused components" "$BIN/python" scripts/contract/unused_components.py
step "request examples (openapi.yaml, README)" "$BIN/python" scripts/contract/examples.py check
step "hadolint Dockerfile" "$BIN/hadolint" Dockerfile
step "release flags in one place" release_flags_in_one_place
step "kubernetes-validate deploy/*.yaml ($K8S_VERSIONS)" k8s

echo "contract-static: $passed passed, $failed failed"
[ "$failed" -eq 0 ] || { echo "failed:$failures"; exit 1; }
