import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { KeysetCursor } from './cursor';

/** A timestamp column as PostgreSQL's own text, microseconds included: what encodeCursor takes. */
export const cursorText = (column: SQLWrapper) => sql<string>`${column}::text`;

/** A prepared list's cursor, filled from `cursorSlotValues` at each run. */
export const CURSOR_SLOTS = { at: sql.placeholder('cursorAt'), id: sql.placeholder('cursorId') };

export const cursorSlotValues = (cursor: KeysetCursor | null) =>
  cursor ? { cursorAt: cursor.at, cursorId: cursor.id } : {};

/**
 * Rows after the cursor in (at, id) order, `direction` as in the ORDER BY; no
 * condition on the first page. A row comparison, so the planner walks the
 * (at, id) index straight to the cursor.
 */
export function afterCursor(
  at: SQLWrapper,
  id: SQLWrapper,
  cursor: KeysetCursor | typeof CURSOR_SLOTS | null,
  direction: 'asc' | 'desc' = 'desc',
): SQL | undefined {
  if (!cursor) return undefined;
  const key = sql`(${cursor.at}::timestamptz, ${cursor.id})`;
  return direction === 'asc' ? sql`(${at}, ${id}) > ${key}` : sql`(${at}, ${id}) < ${key}`;
}
