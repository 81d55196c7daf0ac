#!/usr/bin/env bash
# Makes sure a PostgreSQL server is installed (Debian package `postgresql`).
# Usage: bash scripts/test/ensure-postgres.sh   (silent when nothing to do)
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

find_pg_bindir >/dev/null && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: no PostgreSQL server under /usr/lib/postgresql and apt-get is not available." >&2
  exit 1
fi
apt_install postgresql
if ! find_pg_bindir >/dev/null; then
  echo "error: postgresql was installed but no /usr/lib/postgresql/*/bin/postgres exists." >&2
  exit 1
fi
