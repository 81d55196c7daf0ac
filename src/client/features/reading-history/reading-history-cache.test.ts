import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { clearHistoryInCache, removeReadFromCache } from './reading-history-cache';
import { READING_HISTORY_QUERY } from './reading-history-operations';

function storyEdge(id: string, readAt: string) {
  return {
    __typename: 'ReadingHistoryEdge' as const,
    cursor: `c-${id}`,
    readAt,
    node: {
      __typename: 'Post' as const,
      id,
      title: `Story ${id}`,
      subtitle: '',
      mediumUrl: `/p/${id}`,
      readingTime: 1,
      creator: { __typename: 'User' as const, id: 'u1', name: 'Wren', username: 'wren' },
    },
  };
}

function cacheWithHistory() {
  const cache = new InMemoryCache();
  // A variable rather than a literal: the generated types leave out __typename,
  // which the cache needs to normalise posts as the real client does.
  const data = {
    readingHistory: {
      __typename: 'ReadingHistoryConnection',
      edges: [storyEdge('b2', '2026-11-23T10:00:00Z'), storyEdge('a1', '2026-11-22T10:00:00Z')],
      pageInfo: { __typename: 'PageInfo', hasNextPage: true, endCursor: 'c-a1' },
    },
  };
  cache.writeQuery({ query: READING_HISTORY_QUERY, variables: { first: 10 }, data });
  const read = () =>
    cache.readQuery({ query: READING_HISTORY_QUERY, variables: { first: 10 } })?.readingHistory;
  return { cache, read };
}

describe('reading history cache', () => {
  it('takes a removed story out of the list and keeps the others in order', () => {
    const { cache, read } = cacheWithHistory();
    removeReadFromCache(cache, 'a1');
    expect(read()?.edges.map((edge) => edge.node.id)).toEqual(['b2']);
    expect(read()?.pageInfo.hasNextPage).toBe(true);
  });

  it('empties the list and stops paging after Clear all', () => {
    const { cache, read } = cacheWithHistory();
    clearHistoryInCache(cache);
    expect(read()?.edges).toEqual([]);
    expect(read()?.pageInfo).toMatchObject({ hasNextPage: false, endCursor: null });
  });
});
