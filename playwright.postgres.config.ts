import { defineConfig } from '@playwright/test';
import type { PlaywrightTestConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The end-to-end smoke path (e2e/smoke) with the app on a PostgreSQL server
 * instead of the embedded database. Run it through the throwaway cluster:
 *
 *   bash scripts/test/with-postgres.sh -- bash scripts/test/e2e.sh -c playwright.postgres.config.ts
 *
 * Everything else (browser, port, data directory) is the main config's.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  throw new Error(
    'DATABASE_URL is not set: run this config through scripts/test/with-postgres.sh.',
  );
// The specs read it to check what the app stored (workers inherit the runner's environment).
process.env.E2E_DATABASE_URL = databaseUrl;

type WebServer = NonNullable<PlaywrightTestConfig['webServer']>;
const servers = (Array.isArray(base.webServer) ? base.webServer : [base.webServer]) as Exclude<
  WebServer,
  unknown[]
>[];
// The app only: the smoke path signs in through the test routes, not the OpenID provider.
const app = servers.find((server) => String(server.command).includes('dist/app/main.js'));
if (!app) throw new Error('playwright.config.ts starts no app server.');

export default defineConfig({
  ...base,
  testDir: 'e2e/smoke',
  reporter: [
    ['list'],
    ['json', { outputFile: '.test-output/e2e-postgres.json' }],
    [
      './e2e/support/axe-findings.ts',
      { outputFile: '.test-output/axe-below-serious-postgres.json' },
    ],
  ],
  webServer: [{ ...app, env: { ...app.env, DATABASE_URL: databaseUrl } }],
});
