import { describe, expect, it } from 'vitest';
import { mergeResponsePages } from './response-pages';

interface Item {
  postId: string;
  isHidden: boolean;
}

function page(ids: string[], next: string | null, hidden: string[] = []) {
  return {
    items: ids.map((postId): Item => ({ postId, isHidden: hidden.includes(postId) })),
    pagingInfo: { next: next ? { limit: 2, to: next } : null },
  };
}

describe('mergeResponsePages', () => {
  it('appends the next page after the responses on show, oldest first', () => {
    const merged = mergeResponsePages(page(['a', 'b'], 'c1'), page(['c', 'd'], 'c2'));
    expect(merged.items.map((item) => item.postId)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('takes the next cursor from the newer page, and none after the last page', () => {
    expect(mergeResponsePages(page(['a'], 'c1'), page(['b'], 'c2')).pagingInfo.next?.to).toBe('c2');
    expect(mergeResponsePages(page(['a'], 'c1'), page(['b'], null)).pagingInfo.next).toBeNull();
  });

  it('lists a response that appears on both pages once, in its first place, with newer data', () => {
    const merged = mergeResponsePages(page(['a', 'b'], 'c1'), page(['b', 'c'], null, ['b']));
    expect(merged.items).toEqual([
      { postId: 'a', isHidden: false },
      { postId: 'b', isHidden: true },
      { postId: 'c', isHidden: false },
    ]);
  });

  it('keeps the pages it was given unchanged', () => {
    const shown = page(['a'], 'c1');
    mergeResponsePages(shown, page(['b'], null));
    expect(shown.items).toHaveLength(1);
    expect(shown.pagingInfo.next?.to).toBe('c1');
  });
});
