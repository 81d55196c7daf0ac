import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ParagraphList, ParagraphView } from './paragraph-view';
import type { ParagraphData } from './paragraph-view';

const TEXT = 'Read the whole thing';
const MARKUPS: ParagraphData['markups'] = [
  { type: 'STRONG', start: 0, end: 4 },
  { type: 'A', start: 0, end: TEXT.length, href: 'https://example.com/elsewhere' },
];

/** The deepest nesting of <a> elements in the markup. */
function deepestLinkNesting(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [tag] of html.matchAll(/<a\b|<\/a>/g)) {
    depth += tag === '</a>' ? -1 : 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

describe('ParagraphView', () => {
  it('draws a link card as one link, keeping its bold and italic but not links inside it', () => {
    const html = renderToStaticMarkup(
      <ParagraphView
        paragraph={{
          name: 'm1',
          type: 'MIXTAPE_EMBED',
          text: TEXT,
          markups: MARKUPS,
          mixtapeMetadata: { href: 'https://example.com/card' },
        }}
      />,
    );
    expect(deepestLinkNesting(html)).toBe(1);
    expect(html).toContain('href="https://example.com/card"');
    expect(html).not.toContain('https://example.com/elsewhere');
    expect(html).toContain('<strong>Read</strong>');
  });

  it('keeps links in the text of every other paragraph', () => {
    for (const type of ['P', 'H3', 'BQ', 'PQ', 'PRE', 'SECTION_CAPTION']) {
      const html = renderToStaticMarkup(
        <ParagraphView paragraph={{ name: 'p1', type, text: TEXT, markups: MARKUPS }} />,
      );
      expect(deepestLinkNesting(html), type).toBe(1);
      expect(html, type).toContain('href="https://example.com/elsewhere"');
    }
  });

  it('opens a link once around the bold words inside it', () => {
    const html = renderToStaticMarkup(
      <ParagraphView paragraph={{ name: 'p1', type: 'P', text: TEXT, markups: MARKUPS }} />,
    );
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain(
      '<a href="https://example.com/elsewhere" rel="nofollow noopener noreferrer"><strong>Read</strong> the whole thing</a>',
    );
  });
});

describe('ParagraphList', () => {
  it('keeps the outline gapless when a small heading comes first', () => {
    const heading = (name: string, type: string) => ({ name, type, text: name, markups: [] });
    const html = renderToStaticMarkup(
      <ParagraphList paragraphs={[heading('a', 'H4'), heading('b', 'H3'), heading('c', 'H4')]} />,
    );
    expect([...html.matchAll(/<(h\d)\b/g)].map((match) => match[1])).toEqual(['h2', 'h2', 'h3']);
  });
});
