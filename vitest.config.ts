import { configDefaults, defineConfig } from 'vitest/config';

// graphql ships both CJS and ESM; without the alias Vitest loads two copies
// and schema objects from one fail instanceof checks in the other.
const alias = { graphql: 'graphql/index.js' };
// @shared/*, @server/*, @client/* … come from tsconfig.json's paths, the one place they are named.
const resolve = { alias, tsconfigPaths: true };
// Scripts that write to the database are tested with the server, so on PostgreSQL too.
const SERVER_SCRIPT_TESTS = ['scripts/bench/data/**/*.test.ts', 'scripts/admin/**/*.test.ts'];
// `.only` would silently skip the rest of the suite: refused everywhere, not only on CI
// (Vitest's default). `npx vitest --allowOnly` still focuses a test on one's own machine.
const allowOnly = false;
// One worker per core. Vitest's default leaves a core to its own process, which idles while
// the workers run tests: on the two-core CI machine two workers took the PGlite stage from
// 10m13s to 8m30s and the PostgreSQL stage from 7m29s to 5m.
const maxWorkers = '100%';
// Each worker imports the modules once for all the files it runs instead of once per file:
// importing the server took 244 of the PGlite stage's 760 worker-seconds and 213 of the
// PostgreSQL stage's 440 (decision 047). Test files share no state through modules: each
// builds its own app and database, and restores what it changes (fake timers, env).
const isolate = false;

export default defineConfig({
  resolve,
  test: {
    allowOnly,
    maxWorkers,
    isolate,
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          allowOnly,
          isolate,
          include: [
            'src/shared/**/*.test.ts',
            'src/client/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...SERVER_SCRIPT_TESTS],
          environment: 'node',
        },
      },
      {
        resolve,
        test: {
          name: 'server',
          allowOnly,
          isolate,
          include: ['src/server/**/*.test.ts', ...SERVER_SCRIPT_TESTS],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['src/server/test/setup.ts'],
          // One migrated database that every test file copies.
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
