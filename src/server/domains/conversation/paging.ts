import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { decodeKeysetCursor, encodeKeysetCursor } from '@server/lib/keyset-cursor';
import type { KeysetCursor } from '@server/lib/keyset-cursor';

/**
 * Opaque cursors over (timestamp, id), so rows with equal timestamps page
 * stably. The timestamp is Postgres' own text (select `col::text`), keeping
 * the microseconds a JS Date would drop.
 */
export type Cursor = KeysetCursor;
export const encodeCursor = encodeKeysetCursor;

export function decodeCursor(cursor: string | null | undefined): Cursor | null {
  return cursor ? decodeKeysetCursor(cursor) : null;
}

/** A column's exact timestamp text, for encodeCursor. */
export const timestampText = (column: AnyColumn) => sql<string>`${column}::text`;

/** Rows after the cursor in (at, id) order; `direction` matches the ORDER BY. */
export function afterCursor(
  at: AnyColumn,
  id: AnyColumn,
  cursor: Cursor,
  direction: 'asc' | 'desc',
): SQL {
  const key = sql`(${cursor.at}::timestamptz, ${cursor.id})`;
  return direction === 'asc' ? sql`(${at}, ${id}) > ${key}` : sql`(${at}, ${id}) < ${key}`;
}

/** Page sizes are between 1 and 50. */
export const clampLimit = (limit: number | null | undefined, fallback = 10): number =>
  Math.min(Math.max(limit ?? fallback, 1), 50);
