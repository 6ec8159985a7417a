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
	$(MAKE) --no-print-directory lint contract-static contract-live restart-test fuzz-smoke container-test
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
#   make sanitize       the test suite under ThreadSanitizer, then AddressSanitizer (5-8 min cold)
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

# Separate scratch paths: a sanitizer build never clobbers the normal .build/debug.
sanitize: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	TSAN_OPTIONS="halt_on_error=1" $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	ASAN_OPTIONS="detect_leaks=1" LSAN_OPTIONS="suppressions=$(CURDIR)/scripts/lsan.supp" \
	  $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan

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

# ---------------------------------------------------------------------------------------------
# The container (issue 20).
#   make container-test   build the Dockerfile unchanged with podman and check the running image
#                         from outside: health, byte-for-byte answers, uid, read-only root, no
#                         capabilities, health check, SIGTERM drain, JSON logs, no shell, size.
#                         Installs podman and debootstrap when missing; with no registry it makes
#                         base images from Debian's packages, cached under .build/container.
#                         Cold, about 13 min on this shared 2-core machine (stand-in build image:
#                         debootstrap + import ~8 min; image build ~5 min); warm, with the stand-in
#                         and the build layers cached, about 25 s; a change under Sources rebuilds
#                         the binary in the image (+2-5 min). A fresh clone has no stamp under
#                         .build/container, so it makes the stand-in again (the cold figure).
#   make container-clean  remove the test image, the stand-ins and the build cache made on them
#                         (each run after a source change leaves about 60 MB), .build/container
.PHONY: container-test container-clean
container-test:
	scripts/container-test.sh

container-clean:
	scripts/container-test.sh --clean
