import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { BadRequestError } from '../../graphql/errors';

/** Opaque cursors over (timestamp, id), so rows with equal timestamps page stably. */
export interface Cursor {
  at: Date;
  id: string;
}

export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): Cursor | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(iso ?? '');
  if (!id || Number.isNaN(at.getTime())) throw new BadRequestError('Not a valid cursor.');
  return { at, id };
}

/** Rows after the cursor in (at, id) order; `direction` matches the ORDER BY. */
export function afterCursor(
  at: AnyColumn,
  id: AnyColumn,
  cursor: Cursor,
  direction: 'asc' | 'desc',
): SQL {
  return direction === 'asc'
    ? sql`(${at}, ${id}) > (${cursor.at.toISOString()}::timestamptz, ${cursor.id})`
    : sql`(${at}, ${id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id})`;
}

/** Page sizes are between 1 and 50. */
export const clampLimit = (limit: number | null | undefined, fallback = 10): number =>
  Math.min(Math.max(limit ?? fallback, 1), 50);
