import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BadRequestError } from '../../graphql/errors';
import { READING_TEXTS } from './reading.texts';

/**
 * Keyset paging on (timestamp desc, id desc). The cursor keeps the timestamp
 * as Postgres prints it: a JS Date would drop microseconds and make paging
 * skip or repeat rows.
 */
export interface Cursor {
  at: string;
  id: string;
}

const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const ID_TEXT = /^[0-9a-z_]{1,64}$/i;

export const encodeCursor = (at: string, id: string): string =>
  Buffer.from(`${at}|${id}`).toString('base64url');

export function decodeCursor(cursor: string | null | undefined): Cursor | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || !TIMESTAMP_TEXT.test(at) || !ID_TEXT.test(id))
    throw new BadRequestError(READING_TEXTS.invalidCursor);
  return { at, id };
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
