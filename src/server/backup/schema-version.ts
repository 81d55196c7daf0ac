import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from '@server/db/client';
import { rowsOf } from '@server/db/raw-rows';
import { projectPath } from '@server/project-path';
import type { MigrationEntry } from './manifest';

/**
 * A database's schema version is the list of migrations it has had (drizzle
 * records each by its journal time). A backup restores at its own version;
 * the migrations after it then run as on any upgrade.
 */
const MIGRATIONS_FOLDER = projectPath('src/server/db/migrations');

interface Journal {
  entries: Array<{ idx: number; tag: string; when: number }>;
}

const readJournal = (): Journal =>
  JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;

/** This Quire's migrations, oldest first. */
const knownMigrations = (): MigrationEntry[] =>
  readJournal().entries.map(({ tag, when }) => ({ tag, when }));

export async function appliedMigrations(db: Database): Promise<MigrationEntry[]> {
  const [table] = rowsOf<{ exists: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as exists`),
  );
  if (!table?.exists) return [];
  const tags = new Map(knownMigrations().map((entry) => [entry.when, entry.tag]));
  const rows = rowsOf<{ when: string | number }>(
    await db.execute(
      sql`select created_at as when from drizzle.__drizzle_migrations order by created_at`,
    ),
  );
  return rows.map((row) => {
    const when = Number(row.when);
    return { tag: tags.get(when) ?? `unknown migration of ${new Date(when).toISOString()}`, when };
  });
}

/** Refuses a backup whose schema this Quire cannot build: taken by a newer one, or another fork. */
export function assertRestorable(migrations: MigrationEntry[]): void {
  const known = knownMigrations();
  const foreign = migrations.find((entry, index) => known[index]?.when !== entry.when);
  if (!foreign) return;
  const newest = known.at(-1)?.tag ?? 'none';
  throw new Error(
    `This backup's database had the migration ${foreign.tag}, which this Quire does not know ` +
      `(its newest is ${newest}): restore it with the Quire that took it, or a newer one.`,
  );
}

/** Builds the schema as it was after the first `count` migrations (then `migrate()` does the rest). */
export async function migrateTo(database: DatabaseHandle, count: number): Promise<void> {
  const journal = readJournal();
  const folder = mkdtempSync(path.join(tmpdir(), 'quire-migrations-'));
  try {
    mkdirSync(path.join(folder, 'meta'));
    const entries = journal.entries.slice(0, count);
    writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries }),
    );
    for (const { tag } of entries)
      copyFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    const config = { migrationsFolder: folder };
    if (database.kind === 'pglite') await migratePglite(database.db as never, config);
    else await migrateNodePg(database.db as never, config);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
