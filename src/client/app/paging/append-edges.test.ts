import { describe, expect, it } from 'vitest';
import { appendEdges, appendEdgesOf, appendUnique } from './append-edges';

const edge = (id: string, cursor = `c-${id}`) => ({ cursor, node: { id } });
const page = (ids: string[], endCursor: string | null, hasNextPage = true) => ({
  edges: ids.map((id) => edge(id)),
  pageInfo: { hasNextPage, endCursor },
});

describe('appendEdges', () => {
  it('shows the next page after the shown one and takes its page info', () => {
    const joined = appendEdges(page(['a', 'b'], 'c-b'), page(['c', 'd'], null, false));
    expect(joined.edges.map((e) => e.node.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(joined.pageInfo).toEqual({ hasNextPage: false, endCursor: null });
  });

  it('does not repeat a story the list already shows (same id or same cursor)', () => {
    const shown = page(['a', 'b'], 'c-b');
    const more = {
      ...page([], 'c-d'),
      edges: [edge('b', 'moved'), edge('x', 'c-a'), edge('c'), edge('c', 'again'), edge('d')],
    };
    expect(appendEdges(shown, more).edges.map((e) => e.node.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('dedupes by cursor when the nodes have no id', () => {
    const shown = { edges: [{ cursor: '1', node: { name: 'A' } }] };
    const more = {
      edges: [
        { cursor: '1', node: { name: 'A' } },
        { cursor: '2', node: { name: 'B' } },
      ],
    };
    expect(appendEdges(shown, more).edges.map((e) => e.node.name)).toEqual(['A', 'B']);
  });
});

describe('appendUnique', () => {
  it('keeps the shown items and adds only new keys', () => {
    const joined = appendUnique([{ postId: '1' }], [{ postId: '1' }, { postId: '2' }], (p) => [
      p.postId,
    ]);
    expect(joined).toEqual([{ postId: '1' }, { postId: '2' }]);
  });
});

describe('appendEdgesOf', () => {
  it("joins the query's field and keeps the rest of the shown result", () => {
    const previous = { __typename: 'Query' as const, viewerStories: page(['a'], 'c-a'), other: 1 };
    const next = {
      __typename: 'Query' as const,
      viewerStories: page(['b'], null, false),
      other: 2,
    };
    const joined = appendEdgesOf('viewerStories')(previous, { fetchMoreResult: next });
    expect(joined.viewerStories.edges.map((e) => e.node.id)).toEqual(['a', 'b']);
    expect(joined.viewerStories.pageInfo.hasNextPage).toBe(false);
    expect(joined.other).toBe(1);
  });
});
