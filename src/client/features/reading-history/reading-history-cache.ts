import type { ApolloCache, Reference } from '@apollo/client';

interface CachedConnection {
  edges: ReadonlyArray<{ node: Reference }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** The story leaves every cached page of the history at once, without a refetch. */
export function removeReadFromCache(cache: ApolloCache, postId: string): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      readingHistory: (existing, { readField }) => {
        const connection = existing as CachedConnection;
        return {
          ...connection,
          edges: connection.edges.filter((edge) => readField('id', edge.node) !== postId),
        };
      },
    },
  });
}

/** After Clear all, every cached page is empty and there is nothing more to load. */
export function clearHistoryInCache(cache: ApolloCache): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      readingHistory: (existing) => {
        const connection = existing as CachedConnection;
        return {
          ...connection,
          edges: [],
          pageInfo: { ...connection.pageInfo, hasNextPage: false, endCursor: null },
        };
      },
    },
  });
}
