#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster, then removes it.
#
#   bash scripts/test/with-postgres.sh                  server tests (vitest --project server)
#   bash scripts/test/with-postgres.sh --reporter=dot   same, extra arguments go to vitest
#   bash scripts/test/with-postgres.sh src/server/x     same, a test filter goes to vitest
#   bash scripts/test/with-postgres.sh -- CMD ARGS...   any command instead of vitest
#   bash scripts/test/with-postgres.sh psql -c 'select 1'
#                                                       a first argument that names a
#                                                       program runs that program
#
# The command sees DATABASE_URL (superuser `postgres`, maintenance database
# `postgres`) plus PGHOST/PGPORT/PGUSER/PGDATABASE, so `psql` alone connects.
# Expand DATABASE_URL inside the command, not in the calling shell:
#   bash scripts/test/with-postgres.sh bash -c 'psql "$DATABASE_URL" -c "select 1"'
# The cluster listens on 127.0.0.1 only, on a free port, with trust
# authentication and fsync off; it is stopped and deleted on exit, Ctrl-C or
# TERM. The exit code is the command's.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
source "$here/lib.sh"

if [ "${1:-}" = "--" ]; then
  shift
  command=("$@")
elif [ $# -gt 0 ] && [[ "$1" != -* ]] && [ ! -e "$1" ] && command -v -- "$1" >/dev/null 2>&1; then
  command=("$@")
else
  command=(npx vitest run --project server "$@")
fi
if [ ${#command[@]} -eq 0 ]; then
  echo "error: nothing to run after --" >&2
  exit 2
fi

bash "$here/ensure-postgres.sh" || exit 1
bindir="$(find_pg_bindir)"

if [ "$(id -u)" -eq 0 ]; then
  # The server refuses to run as root: the cluster belongs to `postgres`.
  if ! id postgres >/dev/null 2>&1; then
    echo "error: running as root, but there is no \`postgres\` user to own the cluster." >&2
    exit 1
  fi
  as_owner() { (cd / && runuser -u postgres -- "$@"); }
else
  as_owner() { (cd / && "$@"); }
fi

tmp="$(mktemp -d "${TMPDIR:-/tmp}/quire-pg.XXXXXX")" || exit 1
[ "$(id -u)" -eq 0 ] && chown postgres: "$tmp"
chmod 700 "$tmp"
started=0
child=

cleanup() {
  if [ "$started" -eq 1 ]; then
    as_owner "$bindir/pg_ctl" -D "$tmp/data" -m immediate -w stop >/dev/null 2>&1 || true
    started=0
  fi
  rm -rf "$tmp"
}
on_signal() {
  trap - INT TERM
  if [ -n "$child" ]; then
    kill -TERM "$child" 2>/dev/null
    wait "$child" 2>/dev/null
  fi
  cleanup
  exit "$1"
}
trap cleanup EXIT
trap 'on_signal 130' INT
trap 'on_signal 143' TERM

free_port() {
  node -e "const s = require('net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"
}

if ! as_owner "$bindir/initdb" -D "$tmp/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync \
  >"$tmp/initdb.log" 2>&1; then
  cat "$tmp/initdb.log" >&2
  echo "error: initdb failed" >&2
  exit 1
fi
as_owner mkdir "$tmp/socket"

# A port found free can be taken before the server binds it: try a few.
for attempt in 1 2 3 4 5; do
  port="$(free_port)" || exit 1
  if as_owner "$bindir/pg_ctl" -D "$tmp/data" -l "$tmp/server.log" -w -t 60 -s \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $tmp/socket -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null 2>&1; then
    started=1
    break
  fi
  [ "$attempt" -eq 5 ] && {
    cat "$tmp/server.log" >&2 2>/dev/null
    echo "error: could not start PostgreSQL" >&2
    exit 1
  }
done

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
export PGHOST=127.0.0.1 PGPORT="$port" PGUSER=postgres PGDATABASE=postgres
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2

# Run in the background so that a signal reaches the trap at once instead of
# after the command ends; stdin is handed over explicitly (a background job
# would otherwise read from /dev/null).
cd "$repo"
exec 3<&0
"${command[@]}" <&3 3<&- &
child=$!
wait "$child"
status=$?
child=
exit "$status"
