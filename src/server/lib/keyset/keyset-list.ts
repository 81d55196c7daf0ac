import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { connectionOf } from './connection';
import type { Connection } from './connection';
import { decodeCursor } from './cursor';
import type { KeysetCursor } from './cursor';
import { CURSOR_SLOTS, afterCursor, cursorSlotValues } from './keyset-sql';
import { pageSize } from './page-size';

/** Newest first, then the higher id: the order of every (timestamp, id) index the lists walk. */
export const newestFirst = (at: SQLWrapper, id: SQLWrapper): [SQL, SQL] => [
  // NULLS LAST as drizzle's desc() indexes are built, so the planner walks them.
  sql`${at} desc nulls last`,
  sql`${id} desc nulls last`,
];

/**
 * A prepared list's page, newest first on (at, id): the condition for rows
 * after the cursor (none on a first page), the order, and the `limit` slot.
 */
export const newestPageSlots = (at: SQLWrapper, id: SQLWrapper, after: boolean) => ({
  after: afterCursor(at, id, after ? CURSOR_SLOTS : null),
  order: newestFirst(at, id),
  limit: sql.placeholder('limit'),
});

/**
 * One page of a list of nodes, keyed by (row.at, node.id): checks the size and
 * the cursor, asks `fetch` for `limit` rows after the cursor, cuts the page.
 */
export async function keysetList<Row extends { at: string }, N extends { id: string }>(
  args: { first?: number | null; after?: string | null },
  fetch: (cursor: KeysetCursor | null, limit: number) => Promise<Row[]>,
  nodeOf: (row: Row) => N,
): Promise<Connection<N>> {
  const first = pageSize(args.first);
  const rows = await fetch(decodeCursor(args.after), first + 1);
  return connectionOf(rows, first, (row) => nodeOf(row).id, nodeOf);
}

/**
 * One page of a prepared list (its page from newestPageSlots): `run` gets
 * whether the page follows a cursor (a variant of the query) and the values
 * of every slot, `values` with the cursor's and the limit's.
 */
export function preparedKeysetList<Row extends { at: string }, N extends { id: string }>(
  args: { first?: number | null; after?: string | null },
  run: (after: boolean, slots: Record<string, unknown>) => Promise<Row[]>,
  values: Record<string, unknown>,
  nodeOf: (row: Row) => N,
): Promise<Connection<N>> {
  return keysetList(
    args,
    (cursor, limit) => run(cursor !== null, { ...values, ...cursorSlotValues(cursor), limit }),
    nodeOf,
  );
}
