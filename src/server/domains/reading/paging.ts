import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BadRequestError } from '@server/lib/app-errors';
import { decodeKeysetCursor, encodeKeysetCursor } from '@server/lib/keyset-cursor';
import type { KeysetCursor } from '@server/lib/keyset-cursor';
import { READING_TEXTS } from './reading.texts';

export type Cursor = KeysetCursor;
export const encodeCursor = encodeKeysetCursor;

export function decodeCursor(cursor: string | null | undefined): Cursor | null {
  return cursor ? decodeKeysetCursor(cursor) : null;
}

export function checkPageSize(first: number | null | undefined): number {
  const size = first ?? 10;
  if (size < 1 || size > 50) throw new BadRequestError(READING_TEXTS.pageSize);
  return size;
}

/** Rows strictly after the cursor in (at desc, id desc) order. */
export function afterCursor(at: AnyPgColumn, id: AnyPgColumn, cursor: Cursor | null) {
  if (!cursor) return undefined;
  const time = sql`${cursor.at}::timestamptz`;
  return or(lt(at, time), and(eq(at, time), lt(id, cursor.id)));
}

/** Splits the limit+1 rows fetched into a page and its PageInfo. */
export function toPage<T>(rows: T[], first: number, cursorOf: (row: T) => string) {
  const page = rows.slice(0, first);
  const last = page.at(-1);
  return {
    page,
    pageInfo: { hasNextPage: rows.length > first, endCursor: last ? cursorOf(last) : null },
  };
}
