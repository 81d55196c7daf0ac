import DataLoader from 'dataloader';

/**
 * The one way the server batches reads (docs/decisions/023-keyset-paging-and-loaders.md).
 * Each domain builds its loaders here in `create<Domain>Loaders(db, viewer)`, and the
 * request's context merges them into one `loaders` object, made afresh per request so
 * nothing cached outlives it. A page of rows then costs one statement per kind of thing
 * it shows, however many rows it holds.
 */

/** Anything batched: `load` answers every key, in order. The raw form the others are made of. */
export function batched<K, V>(
  load: (keys: readonly K[]) => Promise<V[]>,
  cacheKeyOf?: (key: K) => string,
): DataLoader<K, V, K | string> {
  return new DataLoader<K, V, K | string>(
    (keys) => load(keys),
    cacheKeyOf ? { cacheKeyFn: cacheKeyOf } : {},
  );
}

/** One value per key, or `fallback` for keys `load` did not find. */
export function byKey<V>(
  load: (keys: string[]) => Promise<ReadonlyMap<string, V>>,
  fallback: V,
): DataLoader<string, V> {
  return new DataLoader<string, V>(async (keys) => {
    const found = await load([...keys]);
    return keys.map((key) => (found.has(key) ? (found.get(key) as V) : fallback));
  });
}

/** A row by its id, or null. */
export const byId = <Row extends { id: string }>(load: (ids: string[]) => Promise<Row[]>) =>
  byKey<Row | null>(async (ids) => new Map((await load(ids)).map((row) => [row.id, row])), null);

/** Every row that belongs to a key (the tags of a story, the notes on it…), in `load`'s order. */
export function manyBy<Row, V = Row>(
  load: (keys: string[]) => Promise<Row[]>,
  keyOf: (row: Row) => string,
  valueOf: (row: Row) => V = (row) => row as unknown as V,
): DataLoader<string, V[]> {
  return new DataLoader<string, V[]>(async (keys) => {
    const rows = await load([...keys]);
    const groups = groupBy(rows, keyOf);
    return keys.map((key) => (groups.get(key) ?? []).map(valueOf));
  });
}

/**
 * What the request's viewer has to do with each key (their claps, their list,
 * whom they follow…); everything is `fallback` for a visitor, with no query.
 */
export function perViewer<V>(
  viewerId: string | null | undefined,
  fallback: V,
  load: (viewerId: string, keys: string[]) => Promise<ReadonlyMap<string, V>>,
): DataLoader<string, V> {
  return byKey<V>(
    (keys) => (viewerId ? load(viewerId, keys) : Promise.resolve(new Map<string, V>())),
    fallback,
  );
}

/** Rows grouped by a key, each group in the rows' order. */
export function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key) ?? [];
    list.push(item);
    groups.set(key, list);
  }
  return groups;
}
