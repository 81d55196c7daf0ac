import { describe, expect, it } from 'vitest';
import { canUnpublish, countsAfter, filterOf, tabOf, tabPath } from './story-filters';

describe('story tabs', () => {
  it.each([
    ['drafts', 'DRAFTS'],
    ['public', 'PUBLIC'],
    ['unlisted', 'UNLISTED'],
  ] as const)('maps /me/stories/%s to the %s filter', (filterBy, filter) => {
    const tab = tabOf(filterBy);
    expect(tab).toBe(filterBy);
    expect(tab && filterOf(tab)).toBe(filter);
    expect(tab && tabPath(tab)).toBe(`/me/stories/${filterBy}`);
  });

  it.each(['published', 'DRAFTS', 'Drafts', '', 'all', undefined])(
    'knows no tab called %s',
    (filterBy) => {
      expect(tabOf(filterBy)).toBeNull();
    },
  );

  it('offers Unpublish on published and unlisted stories only', () => {
    expect(canUnpublish('drafts')).toBe(false);
    expect(canUnpublish('public')).toBe(true);
    expect(canUnpublish('unlisted')).toBe(true);
  });
});

describe('countsAfter', () => {
  const counts = { drafts: 2, public: 3, unlisted: 1 };

  it('drops the tab count when a story is deleted', () => {
    expect(countsAfter(counts, 'public', 'delete')).toEqual({ drafts: 2, public: 2, unlisted: 1 });
    expect(countsAfter(counts, 'drafts', 'delete')).toEqual({ drafts: 1, public: 3, unlisted: 1 });
  });

  it('moves an unpublished story to the drafts count', () => {
    expect(countsAfter(counts, 'unlisted', 'unpublish')).toEqual({
      drafts: 3,
      public: 3,
      unlisted: 0,
    });
  });

  it('never goes below zero', () => {
    expect(countsAfter({ drafts: 0, public: 0, unlisted: 0 }, 'public', 'delete').public).toBe(0);
  });
});
