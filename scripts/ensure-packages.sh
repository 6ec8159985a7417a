#!/bin/sh
# Installs the Debian packages named, only those that are missing; the one place the Makefile and
# the scripts install system packages from.
#   scripts/ensure-packages.sh [--no-install-recommends] SPEC...
# A SPEC is a package name, present when dpkg says it is installed, or PACKAGE:COMMAND, present
# when COMMAND is on the PATH (or, for an absolute path, executable), for tools a machine may have
# from elsewhere than Debian's packages. Uses sudo when not root. Messages go to stderr, so a
# caller's standard output stays its own.
set -eu

recommends=""
if [ "${1:-}" = "--no-install-recommends" ]; then recommends="--no-install-recommends"; shift; fi

is_present() {
  package="${1%%:*}"
  if [ "$package" != "$1" ]; then
    command="${1#*:}"
    case "$command" in
      /*) [ -x "$command" ] ;;
      *) command -v "$command" >/dev/null 2>&1 ;;
    esac
  else
    [ "$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null)" = installed ]
  fi
}

missing=""
for spec in "$@"; do
  is_present "$spec" || missing="$missing ${spec%%:*}"
done
[ -n "$missing" ] || exit 0

echo "installing:$missing" >&2
command -v apt-get >/dev/null 2>&1 || { echo "no apt-get here: install$missing yourself" >&2; exit 1; }
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq >&2
# shellcheck disable=SC2086  # lists of package names and options on purpose
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $recommends $missing >/dev/null
