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
	$(MAKE) --no-print-directory lint contract-static contract-live restart-test fuzz-smoke
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

# ---------------------------------------------------------------------------------------------
# Hardening (issue 8).
#   make fuzz           every libFuzzer harness of Tests/Fuzz for FUZZ_SECONDS each (default 60;
#                       about 5 min, 2 more the first time for the four release builds)
#   make fuzz-smoke     the same for FUZZ_SMOKE_SECONDS each (default 10): the `make test` dose,
#                       about 50 s with the builds warm
#   make sanitize       the test suite under ThreadSanitizer, then AddressSanitizer (5-8 min cold
#                       each); both halves run, each one's result is printed
#   make hostile        only the hostile-client suite (it also runs in `swift test`; about 13 s)
#   make restart-test   3 replicas behind nginx, SIGTERM + restart under load: 0 requests lost (20 s)
#   make soak           mixed traffic for SOAK_SECONDS (default 600), RSS every 30 s (not in CI)
FUZZ_SECONDS ?= 60
FUZZ_SMOKE_SECONDS ?= 10
SOAK_SECONDS ?= 600

.PHONY: fuzz fuzz-smoke sanitize hostile restart-test soak

fuzz: deps
	SWIFT=$(SWIFT) scripts/fuzz.sh $(FUZZ_SECONDS)

fuzz-smoke: deps
	SWIFT=$(SWIFT) scripts/fuzz.sh $(FUZZ_SMOKE_SECONDS)

# Separate scratch paths: a sanitizer build never clobbers the normal .build/debug. Both halves
# always run (a ThreadSanitizer failure does not hide the AddressSanitizer result); the last lines
# say how each half ended, and the target fails when either did.
sanitize: deps
	@tsan=0; asan=0; \
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan \
	  && TSAN_OPTIONS="halt_on_error=1" $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan \
	  || tsan=$$?; \
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan \
	  && ASAN_OPTIONS="detect_leaks=1" LSAN_OPTIONS="suppressions=$(CURDIR)/scripts/lsan.supp" \
	     $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan \
	  || asan=$$?; \
	verdict() { if [ "$$1" -eq 0 ]; then echo passed; else echo "FAILED (exit $$1)"; fi; }; \
	echo "sanitize: ThreadSanitizer $$(verdict $$tsan)"; \
	echo "sanitize: AddressSanitizer $$(verdict $$asan)"; \
	[ $$tsan -eq 0 ] && [ $$asan -eq 0 ]

# ---------------------------------------------------------------------------------------------
# Tests under load (issue 21): the Swift test suite while stress-ng keeps every core busy, so a
# test that passes only on a quiet machine fails here instead of in someone's CI run. stress-ng
# (Debian) is installed when missing, started after the build, and stopped whatever happens (its
# own --timeout is only a backstop). Passes only when every test passes. Not part of `make test`.
#   make test-under-load                 LOAD_CPU_WORKERS defaults to the online cores
LOAD_CPU_WORKERS ?= $(shell nproc 2>/dev/null || echo 2)
LOAD_TIMEOUT ?= 3600s

.PHONY: test-under-load

test-under-load: deps
	@command -v stress-ng >/dev/null 2>&1 || { echo "installing: stress-ng"; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO="sudo"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq stress-ng >/dev/null; }
	$(SWIFT) build --build-tests
	@stress-ng --cpu $(LOAD_CPU_WORKERS) --timeout $(LOAD_TIMEOUT) --quiet & load=$$!; \
	trap 'kill $$load 2>/dev/null; wait $$load 2>/dev/null; exit 130' INT TERM HUP; \
	echo "test-under-load: stress-ng --cpu $(LOAD_CPU_WORKERS) running (pid $$load)"; \
	status=0; $(SWIFT) test --skip-build || status=$$?; \
	kill $$load 2>/dev/null; wait $$load 2>/dev/null; \
	if [ $$status -eq 0 ]; then echo "test-under-load: passed"; else echo "test-under-load: FAILED (exit $$status)"; fi; \
	exit $$status

hostile: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter HostileClientTests

# Needs nginx and wrk (installed when missing); about 20 s.
RESTART_SECONDS ?= 16
restart-test: deps
	@missing=""; command -v nginx >/dev/null 2>&1 || missing="$$missing nginx"; \
	command -v wrk >/dev/null 2>&1 || missing="$$missing wrk"; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO="sudo"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi
	$(SWIFT) build --product autorotated
	$(PYTHON) scripts/restart-test.py "$$($(SWIFT) build --show-bin-path)/autorotated" --seconds $(RESTART_SECONDS) --restarts 3

# Not in CI: SOAK_SECONDS (default 600) of mixed traffic against the release binary; needs wrk.
soak: deps
	@command -v wrk >/dev/null 2>&1 || { SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO="sudo"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq wrk >/dev/null; }
	@binary="$$(SWIFT=$(SWIFT) scripts/build-release.sh)" && \
	  $(PYTHON) scripts/soak.py "$$binary" --seconds $(SOAK_SECONDS)
