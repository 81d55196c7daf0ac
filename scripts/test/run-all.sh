#!/usr/bin/env bash
# The whole test suite: typecheck, lint and format check side by side, then
# Vitest on PGlite, the server tests again on PostgreSQL, the end-to-end tests
# (two lanes side by side, e2e-lanes.ts), and the end-to-end smoke path again
# with the app on PostgreSQL. Every stage runs even when an earlier one
# failed; the last line printed is `N passed, N failed, N skipped` and the
# exit code is non-zero when anything failed. Reports land in .test-output/
# (emptied first); each stage's time in seconds in .test-output/durations.tsv,
# printed before the summary with the whole run's and the ten slowest files.
#
# Two checks count in that line too: the PostgreSQL stage left the marker of a
# real server, and no fewer tests ran than scripts/test/test-count.json
# records (`npm run -s test:record-count` after a clean run raises it).
#
#   bash scripts/test/run-all.sh      (or: npm test)
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here/../.."
source "$here/lib.sh"

out="$PWD/.test-output"
rm -rf "$out"
mkdir -p "$out"
stages="$out/stages.tsv"
: >"$stages"
durations="$out/durations.tsv"
: >"$durations"

# Chromium, Java and PostgreSQL are needed only by the last stages: when they are
# missing and can be installed without asking, install them while the first
# stages run.
provision() {
  local packages=()
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || packages+=(chromium fonts-dejavu-core)
  command -v java >/dev/null 2>&1 || packages+=(default-jre-headless)
  find_pg_bindir >/dev/null || packages+=(postgresql)
  [ ${#packages[@]} -eq 0 ] || apt_install "${packages[@]}"
}
provisioner=
if command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" -eq 0 ] || sudo -n true 2>/dev/null; }; then
  provision </dev/null >"$out/provision.log" 2>&1 &
  provisioner=$!
fi
wait_for_provisioning() {
  [ -n "$provisioner" ] || return 0
  if ! wait "$provisioner"; then
    echo "Installing system packages in the background failed:" >&2
    cat "$out/provision.log" >&2
  fi
  provisioner=
}

total_stages=7
stage_number=0
started_at=0

begin() {
  stage_number=$((stage_number + 1))
  printf '\n==> [%d/%d] %s\n' "$stage_number" "$total_stages" "$1"
  started_at=$SECONDS
}

finish() {
  local name="$1" code="$2"
  local verdict=passed
  [ "$code" -eq 0 ] || verdict="failed (exit code $code)"
  printf -- '--> %s: %s in %ds\n' "$name" "$verdict" $((SECONDS - started_at))
  printf '%s\t%d\n' "$name" $((SECONDS - started_at)) >>"$durations"
}

# suite NAME KIND REPORT COMMAND...: a test run that writes a JSON report.
# Its output is also kept, so the summary can quote errors outside any test.
suite() {
  local name="$1" kind="$2" report="$3" code
  local log
  shift 3
  begin "$name"
  log="$out/stage-$stage_number.log"
  "$@" 2>&1 | tee "$log"
  code=${PIPESTATUS[0]}
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$kind" "$code" "$report" "$log" >>"$stages"
  finish "$name" "$code"
}

# start_gate NAME COMMAND...: a check run in the background, its output kept for later.
gate_pids=()
gate_names=()
start_gate() {
  local name="$1"
  shift
  (
    begun=$SECONDS
    "$@" >"$out/gate-$name.log" 2>&1
    printf '%s %s\n' "$?" $((SECONDS - begun)) >"$out/gate-$name.result"
  ) </dev/null &
  gate_pids+=($!)
  gate_names+=("$name")
}

# The background checks, each reported in the order started, as if run one by one.
report_gates() {
  local index name code seconds
  for index in "${!gate_pids[@]}"; do
    name="${gate_names[$index]}"
    wait "${gate_pids[$index]}"
    read -r code seconds <"$out/gate-$name.result" || { code=1 seconds=0; }
    begin "$name"
    # The check's own time, not the time spent waiting for the one before it.
    started_at=$((SECONDS - seconds))
    cat "$out/gate-$name.log"
    printf '%s\tgate\t%s\n' "$name" "$code" >>"$stages"
    finish "$name" "$code"
  done
}

# The static checks use one core each and no database: side by side, they take
# the time of the longest (lint) instead of the sum.
checks_started=$SECONDS
start_gate typecheck npm run -s typecheck
start_gate lint npm run -s lint
start_gate format npm run -s format:check
report_gates
checks_seconds=$((SECONDS - checks_started))

suite "vitest (unit + server, PGlite)" vitest "$out/vitest.json" \
  env -u DATABASE_URL npx vitest run \
  --reporter=default --reporter=json --outputFile.json="$out/vitest.json"

wait_for_provisioning
# A test in this stage writes the marker only after checking it talks to a PostgreSQL server.
postgres_marker="$out/postgres-stage.json"
suite "vitest (server, PostgreSQL)" vitest "$out/vitest-pg.json" \
  env QUIRE_POSTGRES_STAGE_MARKER="$postgres_marker" bash "$here/with-postgres.sh" \
  --reporter=default --reporter=json --outputFile.json="$out/vitest-pg.json"
printf 'PostgreSQL stage ran on a PostgreSQL server\tpostgres-marker\t0\t%s\n' \
  "$postgres_marker" >>"$stages"

suite "e2e (Playwright)" playwright "$out/e2e.json" \
  env PLAYWRIGHT_JSON_OUTPUT_FILE="$out/e2e.json" bash "$here/e2e.sh"

# The build of the previous stage is reused. QUIRE_SMOKE_NODE_BIN (set by .ci/run) holds
# another Node.js, which then runs this stage: the app, Playwright and the scripts.
smoke_path="${QUIRE_SMOKE_NODE_BIN:+$QUIRE_SMOKE_NODE_BIN:}$PATH"
suite "e2e smoke (Playwright, PostgreSQL)" playwright "$out/e2e-postgres.json" \
  env PATH="$smoke_path" bash -c 'echo "Node.js $(node --version)"; exec "$@"' smoke \
  bash "$here/with-postgres.sh" -- env PLAYWRIGHT_JSON_OUTPUT_FILE="$out/e2e-postgres.json" \
  SKIP_BUILD=1 bash "$here/e2e.sh" -c playwright.postgres.config.ts

printf '\n==> Stage times\n'
clock() { printf '  %-40s %3dm %02ds\n' "$1" $(($2 / 60)) $(($2 % 60)); }
while IFS=$'\t' read -r name seconds; do clock "$name" "$seconds"; done <"$durations"
clock "(the first three side by side)" "$checks_seconds"
clock "whole run" "$SECONDS"

node --import tsx "$here/slowest-files.ts" "$stages" 10

node --import tsx "$here/summarize.ts" "$stages" --count-file "$here/test-count.json" |
  tee "$out/summary.txt"
status=${PIPESTATUS[0]}
summary_line='^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$'
if ! tail -n 1 "$out/summary.txt" | grep -Eq "$summary_line"; then
  echo "The summary could not be computed (see above)."
  echo "0 passed, 1 failed, 0 skipped"
  exit 1
fi
exit "$status"
