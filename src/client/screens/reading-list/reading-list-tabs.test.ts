import { describe, expect, it } from 'vitest';
import { filterOf, searchQueryOf, tabOf, tabPath } from './reading-list-tabs';

describe('reading list tabs', () => {
  it('maps route names to tabs and filters, with the queue and archive aliases', () => {
    expect(tabOf('saved')).toBe('saved');
    expect(tabOf('queue')).toBe('saved');
    expect(tabOf('archive')).toBe('archived');
    expect(tabOf('nope')).toBeNull();
    expect(filterOf('highlights')).toBe('HIGHLIGHTS');
    expect(filterOf('recent')).toBe('RECENT');
  });

  it('keeps the search in the URL query', () => {
    expect(tabPath('saved', ' tea & cake ')).toBe('/me/list/saved?q=tea+%26+cake');
    expect(tabPath('archived', '')).toBe('/me/list/archived');
    expect(searchQueryOf('/me/list/saved?q=tea+%26+cake')).toBe('tea & cake');
    expect(searchQueryOf('/me/list/saved')).toBe('');
  });
});
