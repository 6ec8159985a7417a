#!/bin/sh
# The one place the release build flags live: the Dockerfile and `make release` both call this.
#   scripts/build-release.sh [extra swift build arguments]   → builds, then prints the binary's path
#   PRODUCT=engine-bench scripts/build-release.sh            → another product, same flags (bench/)
set -eu
SWIFT="${SWIFT:-swift}"
PRODUCT="${PRODUCT:-autorotated}"
# Full link-time optimisation lets LLVM inline and specialise across the package's modules (the
# wire types' readers and writers into the engine, the engine into the service), which SwiftPM's
# per-module compilation cannot: fewer instructions per request for the same bytes out, more than
# `thin` gives (bench/NOTES.md). It costs build time: a few minutes on a 2-core machine, which the
# container stage of `make test` pays.
RELEASE_FLAGS="-c release --static-swift-stdlib --experimental-lto-mode=full"
# shellcheck disable=SC2086  # RELEASE_FLAGS is a word list on purpose
"$SWIFT" build $RELEASE_FLAGS --product "$PRODUCT" "$@" >&2
# shellcheck disable=SC2086
echo "$("$SWIFT" build $RELEASE_FLAGS --show-bin-path "$@")/$PRODUCT"
