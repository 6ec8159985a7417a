# syntax=docker/dockerfile:1
# autorotated: build with the official Swift image, run on Debian slim as a non-root user.
#   docker build -t autorotate .   &&   docker run --rm -p 8080:8080 autorotate
# Linted by hadolint in `make contract-static`; the release flags come from scripts/build-release.sh,
# the one place `make release` uses too.

ARG SWIFT_IMAGE=swift:6.3-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

# ---------------------------------------------------------------------------------------- build
FROM ${SWIFT_IMAGE} AS build
WORKDIR /src
# The manifest names every target, so SwiftPM needs all their folders to load it.
COPY Package.swift ./
COPY Sources ./Sources
COPY Tests ./Tests
COPY bench ./bench
COPY scripts/build-release.sh ./scripts/build-release.sh
RUN BIN="$(scripts/build-release.sh)" \
 && install -D -m 0755 "$BIN" /out/usr/local/bin/autorotated
COPY openapi.yaml /out/usr/local/share/autorotate/openapi.yaml

# ---------------------------------------------------------------------------------------- run
FROM ${RUNTIME_IMAGE}
# The binary links the Swift runtime statically; it needs libc, libstdc++, libgcc_s and zlib, all
# part of Debian slim already, plus CA certificates. It does not link libcurl (only the client and
# CLI do). Versions are not pinned: the point is to pick up bookworm's security updates.
# hadolint ignore=DL3008
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates libstdc++6 zlib1g \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 autorotate \
 && useradd --system --uid 10001 --gid autorotate --no-create-home --home-dir /nonexistent \
      --shell /usr/sbin/nologin autorotate
COPY --from=build /out/ /

ENV AUTOROTATE_PORT=8080 \
    AUTOROTATE_OPENAPI_FILE=/usr/local/share/autorotate/openapi.yaml
USER 10001:10001
EXPOSE 8080
# No curl in the image: bash's /dev/tcp asks /livez and reads the status line.
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${AUTOROTATE_PORT:-8080} && printf 'GET /livez HTTP/1.1\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n' >&3 && read -r -t 2 _ status _ <&3 && [ \"$status\" = 200 ]"]
# Exec form: autorotated is PID 1 and receives SIGTERM itself, then drains and exits.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/autorotated"]
