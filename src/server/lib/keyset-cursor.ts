import { BadRequestError } from './app-errors';

/**
 * Opaque cursors for keyset paging on (timestamp desc, id desc). The timestamp
 * stays as Postgres prints it (select `col::text`): a JS Date would drop the
 * microseconds and make paging skip or repeat rows.
 */
export interface KeysetCursor {
  at: string;
  id: string;
}

// Postgres' text form of timestamptz, e.g. 2026-11-23 11:24:56.123456+00.
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const ID_TEXT = /^[0-9a-z_]{1,64}$/i;

export const encodeKeysetCursor = (at: string, id: string): string =>
  Buffer.from(`${at}|${id}`).toString('base64url');

export function decodeKeysetCursor(cursor: string): KeysetCursor {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || !TIMESTAMP_TEXT.test(at) || !ID_TEXT.test(id))
    throw new BadRequestError('Invalid cursor.');
  return { at, id };
}
