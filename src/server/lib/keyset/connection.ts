/** What every keyset-paged list answers besides its rows. */
export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface Connection<T> {
  edges: Array<{ node: T; cursor: string }>;
  pageInfo: PageInfo;
}

/**
 * Splits the `size + 1` rows a list fetched into the page and its PageInfo:
 * the spare row only says whether another page follows.
 */
export function keysetPage<T>(rows: readonly T[], size: number, cursorOf: (row: T) => string) {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const pageInfo: PageInfo = {
    hasNextPage: rows.length > size,
    endCursor: last ? cursorOf(last) : null,
  };
  return { page, pageInfo };
}

/** keysetPage as a connection of nodes. */
export function connectionOf<T, N>(
  rows: readonly T[],
  size: number,
  cursorOf: (row: T) => string,
  nodeOf: (row: T) => N,
): Connection<N> {
  const { page, pageInfo } = keysetPage(rows, size, cursorOf);
  return { edges: page.map((row) => ({ node: nodeOf(row), cursor: cursorOf(row) })), pageInfo };
}

export const emptyConnection = <T>(): Connection<T> => ({
  edges: [],
  pageInfo: { hasNextPage: false, endCursor: null },
});
