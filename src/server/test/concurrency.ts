import type pg from 'pg';
import { expect } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client';

/** How many of a pool's connections are checked out now, and at most since the last look. */
interface PoolWatch {
  inUse: number;
  peak: number;
}

const watches = new WeakMap<Database, PoolWatch>();

/** Counts the connections a test database's pool hands out at the same time. */
export function watchPool(db: Database, pool: pg.Pool): void {
  const watch: PoolWatch = { inUse: 0, peak: 0 };
  pool.on('acquire', () => {
    watch.inUse += 1;
    watch.peak = Math.max(watch.peak, watch.inUse);
  });
  pool.on('release', () => {
    watch.inUse -= 1;
  });
  watches.set(db, watch);
}

/**
 * Runs work that races several requests or jobs against each other. On
 * PostgreSQL it also checks that they really overlapped: at least two
 * connections were in use at once, so row locks, conflicts and isolation were
 * exercised. (PGlite has a single connection and runs them one at a time;
 * there the check has nothing to see.)
 */
export async function runConcurrently<T>(database: DatabaseHandle, work: () => Promise<T>) {
  if (database.kind !== 'postgres') return work();
  const watch = watches.get(database.db);
  if (!watch) throw new Error('runConcurrently needs a database opened by openTestDatabase.');
  watch.peak = watch.inUse;
  const result = await work();
  expect(watch.peak, 'connections in use at the same time').toBeGreaterThanOrEqual(2);
  return result;
}
