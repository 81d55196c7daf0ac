export interface PagedItems<Item extends { postId: string }> {
  items: readonly Item[];
  pagingInfo: { next: { limit: number; to: string } | null };
}

/**
 * Appends a further page of responses to those on show. A response already
 * listed (published here, or shifted by a hide since the first page) keeps
 * its place and takes the newer copy; the next cursor is the newer page's.
 */
export function mergeResponsePages<Item extends { postId: string }, Page extends PagedItems<Item>>(
  shown: Page,
  more: Page,
): Page {
  const incoming = new Map(more.items.map((item) => [item.postId, item]));
  const kept = shown.items.map((item) => incoming.get(item.postId) ?? item);
  const known = new Set(shown.items.map((item) => item.postId));
  const added = more.items.filter((item) => !known.has(item.postId));
  return { ...shown, items: [...kept, ...added], pagingInfo: more.pagingInfo };
}
