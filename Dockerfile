# autorotated: built with the official Swift image, run from an image that holds nothing but the
# binary, the shared libraries it loads, openapi.yaml and a passwd entry for its non-root user.
#   docker build -t autorotate .   &&   docker run --rm -p 8080:8080 autorotate
#   podman build --format docker -t autorotate .   (docker format keeps the HEALTHCHECK)
# Linted by hadolint in `make contract-static`; built, run and checked by `make container-test`
# (scripts/container-test.sh). The release flags come from scripts/build-release.sh, the one place
# `make release` uses too.

ARG SWIFT_IMAGE=swift:6.3-bookworm

# ---------------------------------------------------------------------------------------- build
FROM ${SWIFT_IMAGE} AS build
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
WORKDIR /src
# The manifest names every target, so SwiftPM needs all their folders to load it.
COPY Package.swift ./
COPY Sources ./Sources
COPY Tests ./Tests
COPY bench ./bench
COPY scripts/build-release.sh ./scripts/build-release.sh
RUN BIN="$(scripts/build-release.sh)" \
 && install -D -m 0755 "$BIN" /out/usr/local/bin/autorotated
# The runtime's file set, derived from the binary itself: every library `ldd` resolves, and the
# loader, copied to the paths the binary asks for (symlinks resolved). The Swift runtime is linked
# in statically and the service links no Foundation (AutorotateImport reads plist and storyboard
# XML with its own reader; Foundation would bring ICU and libxml2, about 95 MB), so that is glibc,
# libm, libstdc++, libgcc_s and zlib. A TLS library in that list would mean the binary now makes
# TLS connections and needs CA certificates: the build stops and says so rather than ship an image
# without them.
# The last lines resolve the binary's libraries again inside /out, with /out's own loader, so a
# library missing from the final stage fails the build here instead of the container at start.
RUN ldd /out/usr/local/bin/autorotated | tee /tmp/ldd.txt \
 && if grep -Eq 'lib(ssl|crypto|gnutls|curl)' /tmp/ldd.txt; then \
      echo "autorotated links a TLS library: add CA certificates to the final stage" >&2; exit 1; fi \
 && awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }' /tmp/ldd.txt \
      | xargs -r cp --parents --dereference --target-directory=/out \
 && mkdir -p /out/etc \
 && printf 'autorotate:x:10001:10001:autorotate:/nonexistent:/nonexistent\n' > /out/etc/passwd \
 && printf 'autorotate:x:10001:\n' > /out/etc/group \
 && LOADER="$(awk '$1 ~ /^\// { print $1 }' /tmp/ldd.txt)" \
 && chroot /out "$LOADER" --list /usr/local/bin/autorotated > /tmp/final-ldd.txt \
 && if grep -q 'not found' /tmp/final-ldd.txt; then cat /tmp/final-ldd.txt >&2; exit 1; fi
COPY openapi.yaml /out/usr/local/share/autorotate/openapi.yaml

# ---------------------------------------------------------------------------------------- run
# Nothing but /out: the binary, its libraries and loader, openapi.yaml, /etc/passwd and /etc/group
# for uid 10001. No shell, no package manager, no CA certificates (the binary makes no outbound
# TLS connections), so there is nothing in it for a scanner to report but what the binary runs
# and nothing for an intruder to use. No apt runs in this file at all. Security updates of glibc,
# libstdc++ and zlib come from rebuilding with a current SWIFT_IMAGE (the libraries are its own).
FROM scratch
COPY --from=build /out/ /

ENV AUTOROTATE_PORT=8080 \
    AUTOROTATE_OPENAPI_FILE=/usr/local/share/autorotate/openapi.yaml
USER 10001:10001
EXPOSE 8080
# There is no shell or curl: the binary asks /livez itself (`autorotated healthcheck`, plain
# sockets, exit 0 on a 200 within 2 s, else 1 with the reason on stderr).
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["/usr/local/bin/autorotated", "healthcheck"]
# Exec form: autorotated is PID 1 and receives SIGTERM itself, then drains and exits.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/autorotated"]
