import { isReference } from '@apollo/client';
import type { ApolloCache, Reference } from '@apollo/client';
import { countsAfter, filterOf } from './story-filters';
import type { StoryCounts, StoryTab } from './story-filters';

interface CachedConnection {
  edges: ReadonlyArray<{ node: Reference }>;
}

/**
 * A story left `tab` (deleted, or unpublished back to a draft): its row goes,
 * the counts change, and the other tabs' lists are dropped so they load fresh.
 */
export function removeStoryFromCache(
  cache: ApolloCache,
  options: { postId: string; tab: StoryTab; action: 'delete' | 'unpublish' },
): void {
  const { postId, tab, action } = options;
  const filterKey = `"filter":"${filterOf(tab)}"`;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      viewerStoryCounts: (existing: unknown) => {
        if (isReference(existing) || !existing) return existing;
        const counts = existing as StoryCounts & { __typename?: string };
        return { ...counts, ...countsAfter(counts, tab, action) };
      },
      viewerStories: (existing, { storeFieldName, readField, DELETE }) => {
        if (!storeFieldName.includes(filterKey)) return DELETE;
        const connection = existing as CachedConnection;
        return {
          ...connection,
          edges: connection.edges.filter((edge) => readField('id', edge.node) !== postId),
        };
      },
    },
  });
  if (action === 'delete') {
    const id = cache.identify({ __typename: 'Post', id: postId });
    if (id) cache.evict({ id });
    cache.gc();
  }
}
