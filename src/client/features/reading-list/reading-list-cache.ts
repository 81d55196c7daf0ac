import type { ApolloCache } from '@apollo/client';
import { countsAfter, listEffect } from './reading-list-state';
import type { ReadingListCounts, ReadingListFilter, ReadingListState } from './reading-list-state';

interface CachedReadingList extends ReadingListCounts {
  postPreviews: readonly unknown[];
}

const FILTERS: readonly string[] = ['SAVED', 'ARCHIVED', 'HIGHLIGHTS', 'RECENT'];

/** The tab a cached `readingList({...})` entry was fetched for, from its store field name. */
export function filterOfStoreFieldName(storeFieldName: string): ReadingListFilter | null {
  const open = storeFieldName.indexOf('(');
  if (open === -1 || !storeFieldName.endsWith(')')) return null;
  try {
    const args = JSON.parse(storeFieldName.slice(open + 1, -1)) as { type?: unknown };
    return typeof args.type === 'string' && FILTERS.includes(args.type)
      ? (args.type as ReadingListFilter)
      : null;
  } catch {
    return null;
  }
}

/**
 * A story went from one reading-list state to another (RetrieveReadingList's
 * helper): every cached tab drops its row where it no longer belongs and
 * recomputes the saved and archived counts, with no request. A tab that
 * gained the story is dropped from the cache, to be fetched when next shown.
 */
export function applyReadingListChange(
  cache: ApolloCache,
  change: { postId: string; from: ReadingListState; to: ReadingListState },
): void {
  const { postId, from, to } = change;
  if (from === to) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      readingList: (existing, { storeFieldName, readField, DELETE }) => {
        const filter = filterOfStoreFieldName(storeFieldName);
        const effect = filter ? listEffect(filter, from, to) : 'stale';
        if (effect === 'stale') return DELETE;
        const list = existing as CachedReadingList;
        const postPreviews =
          effect === 'remove'
            ? list.postPreviews.filter(
                (preview) => readField('postId', preview as never) !== postId,
              )
            : list.postPreviews;
        return { ...list, ...countsAfter(list, from, to), postPreviews };
      },
    },
  });
}
