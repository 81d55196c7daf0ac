import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client';
import type { DatabaseHandle } from '../db/client';
import { loadConfig } from '../env';
import { watchPool } from './concurrency';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database on the PostgreSQL server named by DATABASE_URL (dropped
 * again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = loadConfig().databaseUrl;
  if (!adminUrl) {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    await handle.migrate();
    return handle;
  }
  const name = `quire_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let pool: pg.Pool | undefined;
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    poolSize: 4,
    onPool: (opened) => (pool = opened),
  });
  if (pool) watchPool(handle.db, pool);
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
