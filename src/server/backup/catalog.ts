import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { rowsOf } from '@server/db/raw-rows';

/** What a backup reads of the schema: the site's tables live in `public`. */

export const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export interface TableShape {
  name: string;
  /** Stored columns in their order (generated ones are computed again on restore). */
  columns: string[];
}

/** The tables, oldest first: the order the migrations created them in. */
export async function listTables(db: Database): Promise<TableShape[]> {
  const rows = rowsOf<{ name: string; columns: string[] | string }>(
    await db.execute(sql`
      select c.relname as name,
        array(select a.attname::text from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
              order by a.attnum) as columns
      from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
      order by c.oid`),
  );
  return rows.map((row) => ({ name: row.name, columns: textArray(row.columns) }));
}

/** node-postgres parses a text[]; an untyped driver may hand over its literal. */
function textArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean)
    .map((name) => name.replace(/^"|"$/g, ''));
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

export async function listForeignKeys(db: Database): Promise<ForeignKey[]> {
  return rowsOf<ForeignKey>(
    await db.execute(sql`
      select t.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
      from pg_constraint c join pg_class t on t.oid = c.conrelid
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      order by c.oid`),
  );
}

export interface SequenceValue {
  name: string;
  /** Null while no value was ever taken. */
  value: string | null;
}

export async function listSequences(db: Database): Promise<SequenceValue[]> {
  return rowsOf<{ name: string; value: string | number | null }>(
    await db.execute(sql`
      select sequencename as name, last_value as value from pg_sequences
      where schemaname = 'public' order by sequencename`),
  ).map((row) => ({ name: row.name, value: row.value === null ? null : String(row.value) }));
}

/** Tables anywhere but the system's: an empty database has none. */
export async function countTables(db: Database): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`
      select count(*) as n from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema')`),
  );
  return Number(row?.n ?? 0);
}
