import { encodeCursor } from './cursor';

/** What every keyset-paged list answers besides its rows. */
interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface Connection<T> {
  edges: Array<{ node: T; cursor: string }>;
  pageInfo: PageInfo;
}

/**
 * Splits the `size + 1` rows a list fetched (each with `at`, its key's
 * timestamp text) into the page and its PageInfo: the spare row only says
 * whether another page follows. `cursorOf` gives each row's cursor.
 */
export function keysetPage<R extends { at: string }>(
  rows: readonly R[],
  size: number,
  idOf: (row: R) => string,
) {
  const cursorOf = (row: R) => encodeCursor(row.at, idOf(row));
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const pageInfo: PageInfo = {
    hasNextPage: rows.length > size,
    endCursor: last ? cursorOf(last) : null,
  };
  return { page, pageInfo, cursorOf };
}

/** keysetPage as a connection of nodes. */
export function connectionOf<R extends { at: string }, N>(
  rows: readonly R[],
  size: number,
  idOf: (row: R) => string,
  nodeOf: (row: R) => N,
): Connection<N> {
  const { page, pageInfo, cursorOf } = keysetPage(rows, size, idOf);
  return { edges: page.map((row) => ({ node: nodeOf(row), cursor: cursorOf(row) })), pageInfo };
}

export const emptyConnection = <T>(): Connection<T> => ({
  edges: [],
  pageInfo: { hasNextPage: false, endCursor: null },
});
