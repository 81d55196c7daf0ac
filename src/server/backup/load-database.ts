import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '@server/db/client';
import { listForeignKeys, listTables, quoted } from './catalog';
import type { Manifest } from './manifest';
import { migrateTo } from './schema-version';

/** Rows sent per statement, and at most this many bytes of them. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

const affected = (result: unknown) => {
  const { rowCount, affectedRows } = result as { rowCount?: number; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
};

async function loadTable(tx: Database, dir: string, table: Manifest['tables'][number]) {
  const lines = createInterface({ input: createReadStream(path.join(dir, table.file)) });
  let batch: string[] = [];
  let bytes = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    rows += await insertBatch(tx, table, batch);
    batch = [];
    bytes = 0;
  };
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
  if (rows !== table.rows)
    throw new Error(
      `The backup is damaged: ${table.name} should have ${table.rows} rows, it has ${rows}.`,
    );
}

/** Each line is a JSON string holding one row as PostgreSQL writes it: cast back to the table's row type. */
function insertBatch(tx: Database, table: Manifest['tables'][number], lines: string[]) {
  const columns = table.columns.map(quoted);
  const rows = `[${lines.join(',')}]`;
  return tx
    .execute(
      sql`insert into ${sql.raw(quoted(table.name))} (${sql.raw(columns.join(', '))}) overriding system value
        select ${sql.raw(columns.map((column) => `(r).${column}`).join(', '))}
        from (select line::${sql.raw(quoted(table.name))} as r
              from jsonb_array_elements_text(${rows}::jsonb) as v(line)) s`,
    )
    .then(affected);
}

/** The target's tables must be the backup's, column for column, before a row goes in. */
async function assertSameTables(tx: Database, manifest: Manifest) {
  const present = new Map(
    (await listTables(tx)).map((table) => [table.name, table.columns.join(',')]),
  );
  for (const table of manifest.tables) {
    if (present.get(table.name) !== table.columns.join(','))
      throw new Error(
        `The backup's table ${table.name} does not match the schema its migrations build here.`,
      );
  }
}

/**
 * Loads a dumped database into an empty one: the schema as the backup's
 * migrations left it, then every row in one transaction (foreign keys and
 * triggers set aside meanwhile, so the order of rows does not matter and
 * counters are not counted twice), then the sequences, then the migrations
 * that came after the backup.
 */
export async function loadDatabase(database: DatabaseHandle, dir: string, manifest: Manifest) {
  await migrateTo(database, manifest.migrations.length);
  await database.db.transaction(async (tx) => {
    await assertSameTables(tx, manifest);
    const keys = await listForeignKeys(tx);
    for (const key of keys)
      await tx.execute(
        sql.raw(`alter table ${quoted(key.table)} drop constraint ${quoted(key.name)}`),
      );
    const tables = manifest.tables.map((table) => quoted(table.name));
    for (const table of tables)
      await tx.execute(sql.raw(`alter table ${table} disable trigger user`));
    // Rows some migrations add (defaults, back-fills) give way to the backup's.
    if (tables.length > 0) await tx.execute(sql.raw(`truncate ${tables.join(', ')}`));
    for (const table of manifest.tables) await loadTable(tx, dir, table);
    for (const table of tables)
      await tx.execute(sql.raw(`alter table ${table} enable trigger user`));
    for (const key of keys)
      await tx.execute(
        sql.raw(
          `alter table ${quoted(key.table)} add constraint ${quoted(key.name)} ${key.definition}`,
        ),
      );
    for (const sequence of manifest.sequences) {
      if (sequence.value === null) continue;
      await tx.execute(
        sql`select setval(${`public.${quoted(sequence.name)}`}::regclass, ${sequence.value}::bigint, true)`,
      );
    }
  });
  await database.migrate();
}
