import { createWriteStream, mkdirSync } from 'node:fs';
import type { WriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { rowsOf } from '@server/db/raw-rows';
import { listSequences, listTables, quoted } from './catalog';
import { DATABASE_FOLDER } from './manifest';
import type { DatabaseContents } from './manifest';
import { appliedMigrations } from './schema-version';

/** Rows fetched at a time: a big table never sits in memory whole. */
const FETCH_ROWS = 1000;
/** The row's own name in the dump's query; a table with such a column is not expected. */
const ROW_ALIAS = 'quire_backup_row';

async function write(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

async function dumpTable(tx: Database, table: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  const closed = once(out, 'close');
  let rows = 0;
  try {
    await tx.execute(
      sql.raw(
        `declare quire_backup no scroll cursor for select ${ROW_ALIAS}::text as row from ${quoted(table)} as ${ROW_ALIAS}`,
      ),
    );
    for (;;) {
      const batch = rowsOf<{ row: string }>(
        await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from quire_backup`)),
      );
      if (batch.length === 0) break;
      await write(out, batch.map((entry) => `${JSON.stringify(entry.row)}\n`).join(''));
      rows += batch.length;
    }
    await tx.execute(sql.raw('close quire_backup'));
  } finally {
    out.end();
    await closed;
  }
  return rows;
}

/**
 * Writes every table's rows under `dir/database/` from one snapshot
 * (REPEATABLE READ, read only): what the backup holds is the database as it
 * was at one moment, while the site goes on writing. On the embedded database
 * the site's other statements wait until it is done: PGlite has one session.
 */
export async function dumpDatabase(db: Database, dir: string): Promise<DatabaseContents> {
  mkdirSync(path.join(dir, DATABASE_FOLDER), { recursive: true });
  return db.transaction(
    async (tx) => {
      const migrations = await appliedMigrations(tx);
      const tables = [];
      for (const [index, table] of (await listTables(tx)).entries()) {
        if (table.columns.includes(ROW_ALIAS))
          throw new Error(`${table.name} has a column named ${ROW_ALIAS}`);
        const file = `${DATABASE_FOLDER}/${String(index + 1).padStart(3, '0')}-${table.name}.rows`;
        const rows = await dumpTable(tx, table.name, path.join(dir, file));
        tables.push({ ...table, rows, file });
      }
      return { migrations, tables, sequences: await listSequences(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
