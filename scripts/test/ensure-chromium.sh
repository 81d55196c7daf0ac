#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the end-to-end tests.
# Playwright never downloads a browser here; it drives this one.
# Usage: bash scripts/test/ensure-chromium.sh   (silent when nothing to do)
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0

if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "error: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: $chromium is missing and apt-get is not available." >&2
  echo "       Install Chromium and set CHROMIUM_PATH to its executable." >&2
  exit 1
fi

apt_install chromium fonts-dejavu-core
if [ ! -x "$chromium" ]; then
  echo "error: Chromium was installed but $chromium is still missing." >&2
  exit 1
fi
