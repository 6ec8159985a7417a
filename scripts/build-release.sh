#!/bin/sh
# The one place the release build flags live: the Dockerfile and `make release` both call this.
#   scripts/build-release.sh [extra swift build arguments]   → builds, then prints the binary's path
#   PRODUCT=engine-bench scripts/build-release.sh            → another product, same flags (bench/)
set -eu
SWIFT="${SWIFT:-swift}"
PRODUCT="${PRODUCT:-autorotated}"
RELEASE_FLAGS="-c release --static-swift-stdlib"
# shellcheck disable=SC2086  # RELEASE_FLAGS is a word list on purpose
"$SWIFT" build $RELEASE_FLAGS --product "$PRODUCT" "$@" >&2
# shellcheck disable=SC2086
echo "$("$SWIFT" build $RELEASE_FLAGS --show-bin-path "$@")/$PRODUCT"
