import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataFolder } from './embedded/data-folder-lock';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { withPreparedStatements } from './pglite-prepared';
import { recordStatement } from './statement-counter';
import { projectPath } from '@server/project-path';

/** One query API over both drivers: embedded PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  /**
   * Where reads that may lag behind writes go: signed-out pages, feeds and
   * sitemaps. The replica when one is configured, else the same as `db`.
   * Nothing that writes, or reads what its own request wrote, uses it.
   */
  readDb: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = projectPath('src/server/db/migrations');
// Any fixed number: makes concurrent app processes apply migrations one at a time.
const MIGRATION_LOCK_KEY = 7_341_102;

const countingLogger: Logger = { logQuery: (query) => recordStatement(query) };

export interface OpenDatabaseOptions {
  /** A postgres:// URL; unset means embedded PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite's files; 'memory://' keeps everything in memory (tests). */
  pgliteDir?: string;
  /** A read-only replica of databaseUrl for `readDb`. */
  replicaUrl?: string;
  poolSize?: number;
  /** Sees the connection pool of a PostgreSQL database once it exists (tests watch it). */
  onPool?: (pool: pg.Pool) => void;
  /**
   * PGlite only: start from this image of a data directory (PGlite's
   * dumpDataDir) instead of an empty one. Tests start from a migrated image:
   * creating an empty database and migrating it takes seconds each time.
   */
  pgliteImage?: Blob;
  /** Sees the PGlite instance once it exists (tests take its image). */
  onPglite?: (client: PGlite) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (!options.databaseUrl) return openPglite(options.pgliteDir ?? 'memory://', options);
  const poolSize = options.poolSize ?? 10;
  const primary = await openPostgres(options.databaseUrl, poolSize, options.onPool);
  if (!options.replicaUrl) return primary;
  const replica = await openPostgres(options.replicaUrl, poolSize);
  return {
    ...primary,
    readDb: replica.db,
    close: async () => {
      await Promise.all([primary.close(), replica.close()]);
    },
  };
}

async function openPglite(
  dir: string,
  options: Pick<OpenDatabaseOptions, 'pgliteImage' | 'onPglite'>,
): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith('memory://');
  // Another process on the same folder would corrupt it: refused before PGlite opens it.
  const lock = inMemory ? null : await lockDataFolder(dir);
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: PGLITE_EXTENSIONS,
    ...(options.pgliteImage ? { loadDataDir: options.pgliteImage } : {}),
  }).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  options.onPglite?.(client);
  const db = drizzlePglite({
    client: withPreparedStatements(client) as PGlite,
    logger: countingLogger,
  }) as unknown as Database;
  return {
    db,
    readDb: db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

async function openPostgres(
  url: string,
  poolSize: number,
  onPool?: (pool: pg.Pool) => void,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  onPool?.(pool);
  // An idle connection that the server closes (restart, failover, a dropped
  // test database) is an 'error' event; unhandled, it would end the process.
  // The pool discards that connection and opens a new one when needed.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  const db = drizzleNodePg({ client: pool, logger: countingLogger }) as unknown as Database;
  return {
    db,
    readDb: db,
    kind: 'postgres',
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        lockClient.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
