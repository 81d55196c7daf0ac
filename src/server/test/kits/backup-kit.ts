import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { listTables, listSequences, quoted } from '@server/backup/catalog';
import { openDatabase } from '@server/db/client';
import type { Database, DatabaseHandle } from '@server/db/client';
import { startDatabaseProcess } from '@server/db/embedded/start-database-process';
import type { DatabaseProcess } from '@server/db/embedded/start-database-process';
import { rowsOf } from '@server/db/raw-rows';

/**
 * A site as operators run it, for backups and restores: on PGlite a DATA_DIR
 * whose database process serves the folder (the running site's), on
 * PostgreSQL (the suite's DATABASE_URL) a database of its own.
 */
export interface SiteUnderTest {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /** What an operator's command sees: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  /** The running site's own connection (closed by whoever takes it, e.g. createTestApp). */
  database: DatabaseHandle;
  close(): Promise<void>;
}

const serverUrl = () => process.env.DATABASE_URL;

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new database on the suite's server, migrated (from the template) or empty. */
async function createPostgresDatabase(migrated: boolean) {
  const name = `quire_backup_${randomBytes(6).toString('hex')}`;
  const template = migrated ? inject('postgresTemplate') : undefined;
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl()!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

const tempDir = (label: string) => mkdtempSync(path.join(tmpdir(), `quire-${label}-`));

/**
 * The embedded database as a running site has it: its own process on
 * DATA_DIR/pglite, migrated (from the suite's migrated image when there is
 * one: migrating anew takes seconds), with a connection to it.
 */
export async function startEmbeddedSite(
  dataDir: string,
): Promise<{ site: DatabaseProcess; database: DatabaseHandle }> {
  const folder = path.join(dataDir, 'pglite');
  const image = inject('pgliteImageFile');
  if (image && !existsSync(folder)) {
    const seeded = await openDatabase({
      pgliteDir: folder,
      pgliteImage: new Blob([readFileSync(image)]),
    });
    await seeded.close();
  }
  const site = await startDatabaseProcess(folder, {
    fromBuild: false,
    onExit: () => undefined,
    lockWaitMs: 0,
  });
  const database = await openDatabase({ databaseUrl: site.url, poolSize: 4 });
  await database.migrate();
  return { site, database };
}

export async function startSite(): Promise<SiteUnderTest> {
  const dataDir = tempDir('site');
  if (serverUrl()) {
    const created = await createPostgresDatabase(true);
    const database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
    await database.migrate();
    return {
      kind: 'postgres',
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: created.url },
      database,
      close: async () => {
        await created.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const { site, database } = await startEmbeddedSite(dataDir);
  return {
    kind: 'pglite',
    dataDir,
    env: { DATA_DIR: dataDir },
    database,
    close: async () => {
      await site.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Where a restore goes: a DATA_DIR not yet made, and on PostgreSQL an empty database. */
export interface RestoreTarget {
  dataDir: string;
  databaseUrl?: string;
  env: { DATA_DIR: string; DATABASE_URL?: string };
  /** The restored database, once restored. */
  open(): Promise<DatabaseHandle>;
  close(): Promise<void>;
}

export async function emptyTarget(): Promise<RestoreTarget> {
  const parent = tempDir('restored');
  const dataDir = path.join(parent, 'data');
  const created = serverUrl() ? await createPostgresDatabase(false) : null;
  return {
    dataDir,
    databaseUrl: created?.url,
    env: { DATA_DIR: dataDir, ...(created ? { DATABASE_URL: created.url } : {}) },
    open: () =>
      created
        ? openDatabase({ databaseUrl: created.url, poolSize: 2 })
        : openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }),
    close: async () => {
      await created?.drop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

/** Every table's rows as PostgreSQL writes them, sorted, and every sequence's value. */
export async function databaseContents(db: Database) {
  const tables: Record<string, string[]> = {};
  for (const table of await listTables(db)) {
    const rows = rowsOf<{ row: string }>(
      await db.execute(
        sql.raw(`select quire_row::text as row from ${quoted(table.name)} as quire_row order by 1`),
      ),
    );
    tables[table.name] = rows.map((entry) => entry.row);
  }
  return { tables, sequences: await listSequences(db) };
}

/** Each file under `dir` (relative path) and the SHA-256 of its bytes. */
export function fileHashes(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const file = path.join(folder, entry);
      if (statSync(file).isDirectory()) walk(file);
      else
        hashes[path.relative(dir, file)] = createHash('sha256')
          .update(readFileSync(file))
          .digest('hex');
    }
  };
  walk(dir);
  return hashes;
}
