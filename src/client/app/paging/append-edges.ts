/** A connection page as the client's queries select it. */
export interface Connection<TNode> {
  edges: ReadonlyArray<{ cursor: string; node: TNode }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

interface PagedEdge {
  cursor: string;
  node: unknown;
}

/**
 * The items of the next page after the ones shown. An item already shown
 * (the list moved between two requests) is not repeated.
 */
export function appendUnique<TItem>(
  shown: readonly TItem[],
  more: readonly TItem[],
  keysOf: (item: TItem) => ReadonlyArray<string | undefined>,
): TItem[] {
  const seen = new Set(shown.flatMap(keysOf));
  const added = more.filter((item) => {
    const keys = keysOf(item).filter((key): key is string => key !== undefined);
    if (keys.some((key) => seen.has(key))) return false;
    for (const key of keys) seen.add(key);
    return true;
  });
  return [...shown, ...added];
}

/** An edge is the same as another when its cursor or its node's id is. */
function edgeKeys(edge: PagedEdge): Array<string | undefined> {
  const { node } = edge;
  const id =
    typeof node === 'object' && node !== null && 'id' in node && typeof node.id === 'string'
      ? `id:${node.id}`
      : undefined;
  return [`cursor:${edge.cursor}`, id];
}

/**
 * The next page of a connection joined to the one shown: its page info,
 * with the shown edges followed by the new ones.
 */
export function appendEdges<TConnection extends { edges: readonly PagedEdge[] }>(
  shown: TConnection,
  more: TConnection,
): TConnection {
  return { ...more, edges: appendUnique(shown.edges, more.edges, edgeKeys) };
}

/**
 * fetchMore's updateQuery for a connection that is a field at the top of
 * the query (e.g. `viewerStories`): the next page follows the shown one.
 */
export function appendEdgesOf<K extends string>(field: K) {
  return <TData extends { [key in K]: { edges: readonly PagedEdge[] } }>(
    previous: TData,
    { fetchMoreResult }: { fetchMoreResult: TData },
  ): TData => ({ ...previous, [field]: appendEdges(previous[field], fetchMoreResult[field]) });
}
