import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import type { FeedChannel, FeedItem } from './feed-items';
import { renderRss } from './rss';

const HOSTILE = `"><img src=x onerror="alert('x')"><script>alert(1)</script>`;
const at = new Date('2026-01-02T03:04:05Z');

const channel: FeedChannel = {
  title: 'Stories by Writer on Quire',
  description: HOSTILE,
  homePageUrl: 'https://quire.test/@writer',
  rssUrl: 'https://quire.test/feed/@writer',
  jsonUrl: 'https://quire.test/feed/@writer/json',
  language: 'en',
  generator: 'Quire',
  imageUrl: null,
  author: null,
  updated: at,
};

function itemWith(fields: Partial<FeedItem>): FeedItem {
  return {
    id: 'https://quire.test/p/abc123',
    url: 'https://quire.test/@writer/a-title-abc123',
    title: 'A title',
    summary: 'A subtitle',
    contentHtml: '<p>Words.</p>',
    image: null,
    author: { name: 'Writer', url: 'https://quire.test/@writer', avatar: null },
    tags: [],
    published: at,
    modified: at,
    ...fields,
  };
}

/** What a feed reader shows: an element's text decoded from XML, then read as HTML. */
function readAsHtml(xml: string, tag = 'description') {
  const feed = parseDocument(xml, { xmlMode: true });
  return DomUtils.getElementsByTagName(tag, feed).map((element) => {
    const html = parseDocument(DomUtils.textContent(element));
    return {
      elements: DomUtils.findAll(() => true, html.children).map((node) => node.name),
      text: DomUtils.textContent(html),
    };
  });
}

describe('renderRss', () => {
  it('sends subtitles and bios as text that a reader cannot take for markup', () => {
    const xml = renderRss(channel, [itemWith({ summary: HOSTILE })]);
    expect(readAsHtml(xml)).toEqual([
      { elements: [], text: HOSTILE },
      { elements: [], text: HOSTILE },
    ]);
  });

  it('leaves out characters XML cannot carry and keeps a CDATA end marker inside the content', () => {
    const xml = renderRss(channel, [
      itemWith({ title: 'Bell\u0007 and ]]> end', contentHtml: '<p>a ]]> b\u0001</p>' }),
    ]);
    expect(xml.includes('\u0001') || xml.includes('\u0007')).toBe(false);
    const feed = parseDocument(xml, { xmlMode: true });
    const text = (name: string) =>
      DomUtils.textContent(DomUtils.getElementsByTagName(name, feed)[0] ?? []);
    expect(text('content:encoded')).toBe('<p>a ]]> b</p>');
    expect(readAsHtml(xml, 'title').map((title) => title.text)).toContain('Bell and ]]> end');
  });

  it('sends titles of the channel and its stories as text, never as markup', () => {
    const xml = renderRss({ ...channel, title: HOSTILE }, [itemWith({ title: HOSTILE })]);
    // The channel's title, its image's title when it has one, and the story's.
    expect(readAsHtml(xml, 'title')).toEqual([
      { elements: [], text: HOSTILE },
      { elements: [], text: HOSTILE },
    ]);
  });
});
