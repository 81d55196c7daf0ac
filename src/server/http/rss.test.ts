import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import type { FeedEntry } from './feed-queries';
import { renderRss } from './rss';

const HOSTILE = `"><img src=x onerror="alert('x')"><script>alert(1)</script>`;

function entryWithSubtitle(subtitle: string): FeedEntry {
  const at = new Date('2026-01-02T03:04:05Z');
  // Only the fields the renderer reads.
  return {
    post: {
      id: 'abc123',
      title: 'A title',
      subtitle,
      previewSubtitle: null,
      visibility: 'PUBLIC',
      content: { paragraphs: [] },
      latestPublishedAt: at,
      updatedAt: at,
    },
    creator: { name: 'Writer' },
    path: '/@writer/a-title-abc123',
    tags: [],
  } as unknown as FeedEntry;
}

/** What a feed reader shows: the description decoded from XML, then read as HTML. */
function descriptionsAsHtml(xml: string) {
  const feed = parseDocument(xml, { xmlMode: true });
  return DomUtils.getElementsByTagName('description', feed).map((element) => {
    const html = parseDocument(DomUtils.textContent(element));
    return {
      elements: DomUtils.findAll(() => true, html.children).map((node) => node.name),
      text: DomUtils.textContent(html),
    };
  });
}

describe('renderRss', () => {
  it('sends subtitles and bios as text that a reader cannot take for markup', () => {
    const xml = renderRss(
      {
        title: 'Stories by Writer on Quire',
        description: HOSTILE,
        link: 'https://quire.test/@writer',
        selfUrl: 'https://quire.test/feed/@writer',
      },
      [entryWithSubtitle(HOSTILE)],
      'https://quire.test',
    );
    expect(descriptionsAsHtml(xml)).toEqual([
      { elements: [], text: HOSTILE },
      { elements: [], text: HOSTILE },
    ]);
  });
});
