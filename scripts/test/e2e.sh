#!/usr/bin/env bash
# End-to-end tests: makes sure Chromium and Java (for the Nu Html Checker)
# are there, builds, runs Playwright.
#
#   bash scripts/test/e2e.sh                     everything, in E2E_LANES (2) runs side by
#                                                side with their own servers (e2e-lanes.ts)
#   bash scripts/test/e2e.sh e2e/shell -g nav    arguments go to one `playwright test`
#   SKIP_BUILD=1 bash scripts/test/e2e.sh        reuse the current dist/
#   bash scripts/test/with-postgres.sh -- bash scripts/test/e2e.sh -c playwright.postgres.config.ts
#                                                the smoke path with the app on PostgreSQL
#
# Knobs read by playwright.config.ts: E2E_PORT (3100), E2E_DATA_DIR (kept
# when given; a fresh temp dir otherwise), CHROMIUM_PATH (/usr/bin/chromium),
# PLAYWRIGHT_JSON_OUTPUT_FILE (.test-output/e2e.json).
#
# Ports, all on 127.0.0.1 (lane n of the full run adds 100 × (n - 1)): the app
# on E2E_PORT, the OpenID provider on +1, the link-preview page on +2; the captcha specs' app servers on +3 to +5 and their
# stand-in on +6; the social sign-in spec's app server on +7 and its provider on +8;
# the link check's own demo site on +9; the several-processes spec's app server on +10.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here/../.."

bash "$here/ensure-chromium.sh"
bash "$here/ensure-java.sh"
if [ "${SKIP_BUILD:-}" != "1" ]; then
  npm run -s build
fi
if [ $# -eq 0 ]; then
  exec node --import tsx "$here/e2e-lanes.ts"
fi
exec npx playwright test "$@"
