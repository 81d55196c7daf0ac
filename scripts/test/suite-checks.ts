/**
 * Checks of the run as a whole, beyond its tests passing (scripts/test/summarize.ts):
 * - the PostgreSQL stage really ran on a PostgreSQL server (it leaves a marker);
 * - no fewer tests ran than the count recorded in scripts/test/test-count.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export interface CheckResult {
  ok: boolean;
  note: string;
}

/** What src/server/db/database-under-test.test.ts writes when it ran on a server. */
interface PostgresMarker {
  version?: unknown;
  address?: unknown;
  port?: unknown;
}

export function checkPostgresMarker(path: string): CheckResult {
  let marker: PostgresMarker;
  try {
    marker = JSON.parse(readFileSync(path, 'utf8')) as PostgresMarker;
  } catch {
    return {
      ok: false,
      note: `no marker at ${path}: the PostgreSQL stage did not reach the server`,
    };
  }
  const version = typeof marker.version === 'string' ? marker.version : '';
  if (!/^PostgreSQL \d+/.test(version) || /emscripten|wasm/i.test(version))
    return { ok: false, note: `not a PostgreSQL server: "${version.slice(0, 80)}"` };
  if (typeof marker.address !== 'string' || !marker.address || !Number(marker.port))
    return { ok: false, note: 'the database had no server address: embedded, not a server' };
  return {
    ok: true,
    note: `${version.split(' on ')[0]} at ${marker.address}:${Number(marker.port)}`,
  };
}

/** The committed floor: the number of tests the last recorded full run ran. */
export interface TestCount {
  /** Tests that ran (passed or failed) in the Vitest and Playwright stages together. */
  tests: number;
  recorded: string;
  howToRaise: string;
}

export const HOW_TO_RAISE =
  'After a full `npm test` with no failures, `npm run -s test:record-count` writes the new count.';

export function readTestCount(path: string): TestCount | null {
  try {
    const count = JSON.parse(readFileSync(path, 'utf8')) as Partial<TestCount>;
    return typeof count.tests === 'number' && count.tests >= 0
      ? { tests: count.tests, recorded: String(count.recorded ?? ''), howToRaise: HOW_TO_RAISE }
      : null;
  } catch {
    return null;
  }
}

export function checkTestCount(ran: number, recorded: TestCount | null, path: string): CheckResult {
  if (!recorded) return { ok: false, note: `no recorded count in ${path}` };
  if (ran < recorded.tests)
    return {
      ok: false,
      note: `${ran} tests ran, ${recorded.tests - ran} fewer than the ${recorded.tests} recorded in ${path}`,
    };
  const more = ran - recorded.tests;
  return {
    ok: true,
    note:
      more > 0
        ? `${ran} tests ran, ${more} more than recorded: npm run -s test:record-count raises the floor`
        : `${ran} tests ran, as recorded`,
  };
}

export function recordTestCount(path: string, tests: number, today = new Date()): void {
  const count: TestCount = {
    tests,
    recorded: today.toISOString().slice(0, 10),
    howToRaise: HOW_TO_RAISE,
  };
  writeFileSync(path, `${JSON.stringify(count, null, 2)}\n`);
}
