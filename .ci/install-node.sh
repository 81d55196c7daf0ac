#!/usr/bin/env bash
# Installs a Node.js release line from the npm registry (the `node` package, which brings
# the official binary for this platform) and prints the folder holding its `node`, to put
# first on PATH. The machine's own Node is left alone. Each line is kept in a folder of its
# own and reused while it runs, so later runs on the same machine skip the download.
#
#   bash .ci/install-node.sh 22     prints e.g. /root/.cache/quire/node/22/node_modules/.bin
#
# QUIRE_NODE_CACHE (default ~/.cache/quire/node) is where the releases are kept.
set -euo pipefail

major="${1:?usage: install-node.sh MAJOR}"
[[ "$major" =~ ^[0-9]+$ ]] || {
  echo "error: MAJOR must be a number such as 22, not $major" >&2
  exit 2
}
dir="${QUIRE_NODE_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/quire/node}/$major"
bin="$dir/node_modules/.bin"

runs() { [ -x "$bin/node" ] && [[ "$("$bin/node" --version 2>/dev/null)" == "v$major."* ]]; }

if ! runs; then
  rm -rf "$dir"
  mkdir -p "$dir"
  # The package's own install script fetches the binary package for this platform, also
  # from the npm registry; allowScripts says so to npm, which asks for it.
  cat >"$dir/package.json" <<EOF
{
  "private": true,
  "dependencies": { "node": "$major" },
  "allowScripts": { "node": true }
}
EOF
  log="$dir/install.log"
  if ! npm install --prefix "$dir" --no-audit --no-fund --no-package-lock </dev/null >"$log" 2>&1; then
    cat "$log" >&2
    echo "error: could not install Node.js $major from the npm registry" >&2
    exit 1
  fi
  runs || {
    cat "$log" >&2
    echo "error: Node.js $major was installed but $bin/node does not run" >&2
    exit 1
  }
fi
echo "$bin"
