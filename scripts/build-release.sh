#!/bin/sh
# The one place the release build flags live: the Dockerfile and `make release` both call this.
#   scripts/build-release.sh [extra swift build arguments]   → builds, then prints the binary's path
#   PRODUCT=engine-bench scripts/build-release.sh            → another product, same flags (bench/)
set -eu
SWIFT="${SWIFT:-swift}"
PRODUCT="${PRODUCT:-autorotated}"
# Full link-time optimisation lets LLVM inline and specialise across the package's modules (the
# wire types' readers and writers into the engine, the engine into the service), which SwiftPM's
# per-module compilation cannot. Measured (callgrind, issue 19): the engine round trip of seed000
# 290.6 k → 281.4 k instructions, the server per `POST /v1/simulate` 335.2 k → 322.1 k, the same
# bytes out; `thin` gave only 286.4 k. It costs build time: the container image's release build
# took 4 min 8 s in `make test` on this 2-core machine.
RELEASE_FLAGS="-c release --static-swift-stdlib --experimental-lto-mode=full"
# shellcheck disable=SC2086  # RELEASE_FLAGS is a word list on purpose
"$SWIFT" build $RELEASE_FLAGS --product "$PRODUCT" "$@" >&2
# shellcheck disable=SC2086
echo "$("$SWIFT" build $RELEASE_FLAGS --show-bin-path "$@")/$PRODUCT"
