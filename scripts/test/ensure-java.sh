#!/usr/bin/env bash
# Makes sure a Java runtime is installed for the Nu Html Checker (npm vnu-jar),
# which the end-to-end tests run on the site's pages: Debian's
# default-jre-headless (Java 17 or later).
# Usage: bash scripts/test/ensure-java.sh   (silent when nothing to do)
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

command -v java >/dev/null 2>&1 && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: java is missing and apt-get is not available." >&2
  echo "       Install a Java runtime (17 or later) and put java on the PATH." >&2
  exit 1
fi
apt_install default-jre-headless
if ! command -v java >/dev/null 2>&1; then
  echo "error: default-jre-headless was installed but java is still not on the PATH." >&2
  exit 1
fi
