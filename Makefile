# Autorotate — the two commands a fresh Debian machine with only the Swift toolchain needs:
#   make run    installs missing system packages, builds, starts the service on port 8080
#   make test   installs missing system packages, builds, runs every test
SWIFT ?= swift
PORT ?= 8080
APT_PACKAGES := libcurl4-openssl-dev zlib1g-dev pkg-config

.PHONY: run test build deps clean lint bench

## deps: install the system packages the build needs, only when they are missing.
deps:
	@missing=""; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	pkg-config --exists libcurl 2>/dev/null || missing="$$missing libcurl4-openssl-dev"; \
	pkg-config --exists zlib 2>/dev/null || missing="$$missing zlib1g-dev"; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO="sudo"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(APT_PACKAGES) >/dev/null; \
	fi

build: deps
	$(SWIFT) build

run: deps
	@binary="$$(SWIFT=$(SWIFT) scripts/build-release.sh)" && exec "$$binary" --port $(PORT)

# Contract checks first, the Swift test run last: its closing `Test run with N tests` line is
# the summary CI reads.
test: deps venv
	$(SWIFT) build --build-tests
	$(MAKE) --no-print-directory lint contract-static contract-live
	$(SWIFT) test --skip-build

## lint: swift-format with the repository's .swift-format; fails on any finding.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests bench
	@echo "lint: swift-format clean"

clean:
	rm -rf .build

## bench: issue 7's benchmark — autorotated beside its own nginx on loopback; writes bench/RESULTS.md.
##   make bench BENCH_ARGS="--rounds 5 --duration 10"
BENCH_ARGS ?=
bench: deps
	SWIFT=$(SWIFT) bench/run.sh $(BENCH_ARGS)

# ---------------------------------------------------------------------------------------------
# Contract, container and deployment checks (issue 6). Python tools live in .venv, pinned by
# requirements-dev.txt; nothing is installed system-wide except, if missing, python3-venv.
#   make venv             create .venv and install requirements-dev.txt (only when missing/outdated)
#   make contract-static  openapi.yaml valid and in step with api.md, examples, hadolint, manifests
#   make contract-live    schemathesis + every request example against the built autorotated
#   make release          the release binary, built exactly as the Dockerfile builds it
PYTHON ?= python3
VENV ?= .venv
VENV_STAMP := $(VENV)/.requirements-dev.txt.installed
CONTRACT_MAX_EXAMPLES ?= 25

.PHONY: venv contract-static contract-live release

venv: $(VENV_STAMP)

$(VENV_STAMP): requirements-dev.txt
	@if [ ! -x $(VENV)/bin/python ] || ! $(VENV)/bin/python -c 'import sys' 2>/dev/null; then \
	  rm -rf $(VENV); \
	  if ! command -v $(PYTHON) >/dev/null 2>&1 || ! $(PYTHON) -m venv $(VENV) >/dev/null 2>&1; then \
	    rm -rf $(VENV); echo "installing: python3 python3-venv"; \
	    SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO="sudo"; \
	    $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq python3 python3-venv >/dev/null; \
	    $(PYTHON) -m venv $(VENV); \
	  fi; \
	fi
	$(VENV)/bin/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	@touch $@

contract-static: venv
	VENV=$(VENV) scripts/contract/static.sh

contract-live: deps venv
	$(SWIFT) build --product autorotated
	VENV=$(VENV) MAX_EXAMPLES=$(CONTRACT_MAX_EXAMPLES) scripts/contract/live.sh "$$($(SWIFT) build --show-bin-path)/autorotated"

release: deps
	SWIFT=$(SWIFT) scripts/build-release.sh
