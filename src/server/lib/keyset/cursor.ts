import { BadRequestError } from '@server/lib/app-errors';

/**
 * Opaque cursors for keyset paging on (timestamp, id). The timestamp stays as
 * PostgreSQL prints it (see cursorText): a JS Date keeps only milliseconds, so
 * two rows within one millisecond would make paging skip or repeat one.
 */
export interface KeysetCursor {
  at: string;
  id: string;
}

/** The one answer to a cursor this server did not hand out. */
const INVALID_CURSOR = 'Invalid cursor.';

// PostgreSQL's text form of timestamptz, e.g. 2026-11-23 11:24:56.123456+00.
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const ID_TEXT = /^[0-9a-z_]{1,64}$/i;

export const encodeCursor = (at: string, id: string): string =>
  Buffer.from(`${at}|${id}`).toString('base64url');

/** The cursor's key, or null for the first page; BAD_REQUEST when it was not made by encodeCursor. */
export function decodeCursor(cursor: string | null | undefined): KeysetCursor | null {
  if (cursor === null || cursor === undefined || cursor === '') return null;
  const [at, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || extra !== undefined || !TIMESTAMP_TEXT.test(at) || !ID_TEXT.test(id))
    throw new BadRequestError(INVALID_CURSOR);
  return { at, id };
}
