# Shared helpers for the test scripts. Source it; do not run it.

# True when root commands can run without a prompt nobody can answer: as
# root, through password-less sudo, or through sudo with a terminal to ask on.
can_run_as_root() {
  [ "$(id -u)" -eq 0 ] ||
    { command -v sudo >/dev/null 2>&1 && { sudo -n true 2>/dev/null || [ -t 0 ]; }; }
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  else
    sudo "$@"
  fi
}

# Installs Debian packages; apt's output is shown only when it fails.
apt_install() {
  local log status
  if ! can_run_as_root; then
    echo "error: $* must be installed, which needs root, and sudo is not available." >&2
    echo "       As root, run: apt-get update && apt-get install -y $*" >&2
    return 1
  fi
  log="$(mktemp "${TMPDIR:-/tmp}/quire-apt.XXXXXX")"
  echo "Installing $* with apt-get..." >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q >"$log" 2>&1 &&
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" >>"$log" 2>&1
  status=$?
  if [ "$status" -ne 0 ]; then
    cat "$log" >&2
    echo "error: could not install $*" >&2
  fi
  rm -f "$log"
  return "$status"
}

# Prints the bin directory of the newest installed PostgreSQL server, if any.
find_pg_bindir() {
  local dir
  dir="$(find /usr/lib/postgresql -mindepth 3 -maxdepth 3 -path '*/bin/postgres' 2>/dev/null |
    sed 's#/postgres$##' | sort -t/ -k5,5V | tail -n 1)"
  [ -n "$dir" ] && echo "$dir"
}
