import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShowMore, nextCursor } from './show-more';

const load = () => Promise.resolve();

describe('ShowMore', () => {
  it('offers the next page with the list’s label, or “Show more”', () => {
    expect(renderToStaticMarkup(<ShowMore hasMore onShowMore={load} />)).toMatch(
      /^<button type="button" class="[^"]+">Show more<\/button>$/,
    );
    expect(
      renderToStaticMarkup(<ShowMore hasMore onShowMore={load} label="Show more responses" />),
    ).toContain('>Show more responses</button>');
  });

  it('renders nothing on the last page', () => {
    expect(renderToStaticMarkup(<ShowMore hasMore={false} onShowMore={load} />)).toBe('');
  });

  it('reads the next cursor of a connection only while it has a next page', () => {
    expect(nextCursor({ hasNextPage: true, endCursor: 'c2' })).toBe('c2');
    expect(nextCursor({ hasNextPage: false, endCursor: 'c2' })).toBeNull();
    expect(nextCursor({ hasNextPage: true, endCursor: null })).toBeNull();
    expect(nextCursor(undefined)).toBeNull();
  });
});
