import { configDefaults, defineConfig } from 'vitest/config';

// graphql ships both CJS and ESM; without the alias Vitest loads two copies
// and schema objects from one fail instanceof checks in the other.
const alias = { graphql: 'graphql/index.js' };
// Scripts that write to the database are tested with the server, so on PostgreSQL too.
const SERVER_SCRIPT_TESTS = 'scripts/bench/data/**/*.test.ts';

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/client/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, SERVER_SCRIPT_TESTS],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', SERVER_SCRIPT_TESTS],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['src/server/test/setup.ts'],
        },
      },
    ],
  },
});
