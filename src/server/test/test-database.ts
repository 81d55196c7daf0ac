import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../db/client';
import type { DatabaseHandle } from '../db/client';
import { loadConfig } from '../env';
import { watchPool } from './concurrency';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database on the PostgreSQL server named by DATABASE_URL (dropped
 * again on close). Each starts as a copy of the database the global set-up
 * migrated (global-setup.ts); migrating again then finds nothing to do, and
 * does it all when there is no copy.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = loadConfig().databaseUrl;
  if (!adminUrl) {
    const imageFile = inject('pgliteImageFile');
    const handle = await openDatabase({
      pgliteDir: 'memory://',
      ...(imageFile ? { pgliteImage: new Blob([readFileSync(imageFile)]) } : {}),
    });
    await handle.migrate();
    return handle;
  }
  const name = `quire_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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
