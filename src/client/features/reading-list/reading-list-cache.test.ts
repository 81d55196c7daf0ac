import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createCache } from '@client/graphql/apollo';
import { applyReadingListChange, filterOfStoreFieldName } from './reading-list-cache';
import { countsAfter, listEffect, toastKindFor } from './reading-list-state';

// parse(), not gql: a test document stays out of the generated operation types.
const LIST = parse(`
  query CachedList($type: ReadingListFilter!, $searchQuery: String) {
    readingList(type: $type, searchQuery: $searchQuery) {
      postPreviews {
        postId
        post {
          id
          readingListState
        }
      }
      savedCount
      archivedCount
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

type Cached = {
  readingList: {
    postPreviews: Array<{ postId: string; post: { id: string; readingListState: string } }>;
    savedCount: number;
    archivedCount: number;
  };
};

const preview = (id: string, state: string) => ({
  __typename: 'PostPreview',
  postId: id,
  post: { __typename: 'Post', id, readingListState: state },
});

function cacheWith(lists: Array<{ type: string; searchQuery?: string; previews: unknown[] }>) {
  const cache = createCache();
  for (const list of lists) {
    cache.writeQuery({
      query: LIST,
      variables: { type: list.type, searchQuery: list.searchQuery ?? '' },
      data: {
        readingList: {
          __typename: 'ReadingListResult',
          postPreviews: list.previews,
          savedCount: 2,
          archivedCount: 1,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    });
  }
  return cache;
}

const read = (cache: ReturnType<typeof createCache>, type: string, searchQuery = '') =>
  cache.readQuery<Cached>({ query: LIST, variables: { type, searchQuery } })?.readingList ?? null;

const ids = (list: Cached['readingList'] | null) => list?.postPreviews.map((p) => p.postId);

describe('reading-list state moves', () => {
  it('says which tabs lose, gain or keep a story', () => {
    expect(listEffect('SAVED', 'QUEUE', 'ARCHIVE')).toBe('remove');
    expect(listEffect('ARCHIVED', 'QUEUE', 'ARCHIVE')).toBe('stale');
    expect(listEffect('RECENT', 'QUEUE', 'ARCHIVE')).toBe('keep');
    expect(listEffect('RECENT', 'ARCHIVE', 'NONE')).toBe('remove');
    expect(listEffect('HIGHLIGHTS', 'QUEUE', 'NONE')).toBe('keep');
    expect(listEffect('SAVED', 'NONE', 'QUEUE')).toBe('stale');
  });

  it('recomputes saved and archived counts, never below zero', () => {
    const counts = { savedCount: 2, archivedCount: 1 };
    expect(countsAfter(counts, 'QUEUE', 'ARCHIVE')).toEqual({ savedCount: 1, archivedCount: 2 });
    expect(countsAfter(counts, 'ARCHIVE', 'NONE')).toEqual({ savedCount: 2, archivedCount: 0 });
    expect(countsAfter(counts, 'NONE', 'QUEUE')).toEqual({ savedCount: 3, archivedCount: 1 });
    expect(countsAfter({ savedCount: 0, archivedCount: 0 }, 'QUEUE', 'NONE')).toEqual({
      savedCount: 0,
      archivedCount: 0,
    });
  });

  it('names the undo kind after the state the story left', () => {
    expect(toastKindFor('QUEUE')).toBe('bookmark');
    expect(toastKindFor('ARCHIVE')).toBe('archive');
  });

  it('reads the tab from a cached field name', () => {
    expect(filterOfStoreFieldName('readingList({"searchQuery":"","type":"ARCHIVED"})')).toBe(
      'ARCHIVED',
    );
    expect(filterOfStoreFieldName('readingList')).toBeNull();
    expect(filterOfStoreFieldName('readingList({"type":"OTHER"})')).toBeNull();
  });
});

describe('applyReadingListChange', () => {
  it('archiving drops the row from the saved tab, keeps recent, drops the stale archive tab', () => {
    const cache = cacheWith([
      { type: 'SAVED', previews: [preview('a', 'QUEUE'), preview('b', 'QUEUE')] },
      { type: 'SAVED', searchQuery: 'tea', previews: [preview('a', 'QUEUE')] },
      { type: 'ARCHIVED', previews: [preview('c', 'ARCHIVE')] },
      { type: 'RECENT', previews: [preview('a', 'QUEUE'), preview('c', 'ARCHIVE')] },
    ]);
    applyReadingListChange(cache, { postId: 'a', from: 'QUEUE', to: 'ARCHIVE' });
    expect(read(cache, 'SAVED')).toMatchObject({ savedCount: 1, archivedCount: 2 });
    expect(ids(read(cache, 'SAVED'))).toEqual(['b']);
    expect(ids(read(cache, 'SAVED', 'tea'))).toEqual([]);
    expect(ids(read(cache, 'RECENT'))).toEqual(['a', 'c']);
    expect(read(cache, 'RECENT')).toMatchObject({ savedCount: 1, archivedCount: 2 });
    expect(read(cache, 'ARCHIVED')).toBeNull();
  });

  it('removing an archived story drops it from archived and recent and lowers the count', () => {
    const cache = cacheWith([
      { type: 'ARCHIVED', previews: [preview('c', 'ARCHIVE')] },
      { type: 'RECENT', previews: [preview('a', 'QUEUE'), preview('c', 'ARCHIVE')] },
      { type: 'HIGHLIGHTS', previews: [preview('c', 'ARCHIVE')] },
    ]);
    applyReadingListChange(cache, { postId: 'c', from: 'ARCHIVE', to: 'NONE' });
    expect(ids(read(cache, 'ARCHIVED'))).toEqual([]);
    expect(ids(read(cache, 'RECENT'))).toEqual(['a']);
    expect(ids(read(cache, 'HIGHLIGHTS'))).toEqual(['c']);
    expect(read(cache, 'ARCHIVED')).toMatchObject({ savedCount: 2, archivedCount: 0 });
  });

  it('does nothing when the state does not change', () => {
    const cache = cacheWith([{ type: 'SAVED', previews: [preview('a', 'QUEUE')] }]);
    applyReadingListChange(cache, { postId: 'a', from: 'QUEUE', to: 'QUEUE' });
    expect(ids(read(cache, 'SAVED'))).toEqual(['a']);
    expect(read(cache, 'SAVED')).toMatchObject({ savedCount: 2 });
  });
});
