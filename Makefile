# Autorotate — the two commands a fresh Debian machine with only the Swift toolchain needs:
#   make run    installs missing system packages, builds, starts the service on port 8080
#   make test   installs missing system packages, builds, runs every test
SWIFT ?= swift
PORT ?= 8080
APT_PACKAGES := libcurl4-openssl-dev zlib1g-dev pkg-config

.PHONY: run test build deps clean

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
	$(SWIFT) build -c release --product autorotated
	.build/release/autorotated --port $(PORT)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

clean:
	rm -rf .build
