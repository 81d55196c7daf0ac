import { describe, expect, it } from 'vitest';
import { publisherOnPage } from './use-publisher-scope';

describe('whose pages a search is scoped to', () => {
  it('is the writer on their profile and their stories', () => {
    expect(publisherOnPage('/@ada')).toEqual({ kind: 'user', username: 'ada' });
    expect(publisherOnPage('/@ada/a-story-abc123?source=x')).toEqual({
      kind: 'user',
      username: 'ada',
    });
  });

  it('is the publication on its home, its pages and its stories', () => {
    expect(publisherOnPage('/field-notes')).toEqual({ kind: 'collection', slug: 'field-notes' });
    expect(publisherOnPage('/field-notes/about')).toEqual({
      kind: 'collection',
      slug: 'field-notes',
    });
    expect(publisherOnPage('/field-notes/small-tools-abc123#top')).toEqual({
      kind: 'collection',
      slug: 'field-notes',
    });
  });

  it('is nobody on the site’s own pages', () => {
    expect(publisherOnPage('/')).toBeNull();
    expect(publisherOnPage('/search?q=tools')).toBeNull();
    expect(publisherOnPage('/me/stories/drafts')).toBeNull();
    expect(publisherOnPage('/p/abc123')).toBeNull();
  });
});
