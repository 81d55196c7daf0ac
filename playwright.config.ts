import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  E2E_GOOGLE_CLIENT_ID,
  E2E_GOOGLE_CLIENT_SECRET,
  E2E_OIDC_ISSUER,
  E2E_OIDC_PORT,
} from './e2e/support/oidc-accounts';
import { E2E_LINK_PREVIEW_PORT } from './e2e/support/open-graph-page';

/**
 * End-to-end tests drive Debian's Chromium against a freshly started server
 * with an empty data directory, demo content and the test-only routes.
 * Build first (`bash scripts/test/e2e.sh` does it); this file never builds.
 */

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// The config is loaded by the runner and again by every worker; workers
// inherit the runner's environment, so only the runner creates the directory
// and only the runner removes it when it exits.
function createDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'quire-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
const dataDir = process.env.E2E_DATA_DIR || createDataDir();

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Publications' own domains in the tests are names under .localhost: all on this machine.
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
];

export default defineConfig({
  testDir: 'e2e',
  // `.only` would silently skip the rest of the suite: refused everywhere, not only on CI.
  forbidOnly: true,
  retries: 0,
  // One browser per server: the fixtures rely on it, since the error reports the server stored
  // while a test ran are that test's (e2e/fixtures.ts). The full suite runs as two such runs
  // side by side, each with its own servers (scripts/test/e2e-lanes.ts).
  workers: 1,
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  reporter: [
    ['list'],
    ['json', { outputFile: '.test-output/e2e.json' }],
    ['./e2e/support/axe-findings.ts'],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: [
    {
      // A real OpenID provider on loopback standing in for Google.
      command: 'node --import tsx e2e/support/start-oidc-provider.ts',
      url: `${E2E_OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_OIDC_PORT: String(E2E_OIDC_PORT), E2E_APP_URL: baseURL },
    },
    {
      command: 'node dist/app/main.js',
      url: `${baseURL}/_/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // Always the embedded database, even when the shell has DATABASE_URL set.
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        ENABLE_TEST_ROUTES: 'true',
        // The specs' OpenGraph page on loopback, fetched for link cards like a public page.
        LINK_PREVIEW_TEST_HOSTS: `127.0.0.1:${E2E_LINK_PREVIEW_PORT}`,
        LOG_LEVEL: 'warn',
        // Publications may link *.localhost domains, verified against this app itself.
        CUSTOM_DOMAIN_LOCAL_CHECKS: 'true',
        // The site signs people in on its own origin; other hosts hand off through it.
        AUTH_DOMAIN: baseURL,
        PUBLIC_URL: baseURL,
        GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: E2E_GOOGLE_CLIENT_SECRET,
        GOOGLE_ISSUER: E2E_OIDC_ISSUER,
        // A fixed key for end-to-end runs only: Partner Program enrolment needs one.
        PARTNER_TAX_KEY: 'e2e0'.repeat(16),
      },
    },
  ],
});
