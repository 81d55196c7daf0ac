import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePostContent, postContentInputSchema } from './content-input';
import { normalisePostContent } from './markup-normal-form';
import { anyPostContentArbitrary, postContentArbitrary } from './paragraph-arbitrary';
import { newParagraphName } from './paragraph-names';

const p = (extra: Record<string, unknown> = {}) => ({
  name: 'a1b2',
  type: 'P',
  text: 'Hello world',
  markups: [],
  ...extra,
});

function messageOf(paragraphs: unknown[]): string {
  const result = parsePostContent({ paragraphs });
  if (result.ok) throw new Error('expected a refusal');
  return result.message;
}

describe('postContentInputSchema', () => {
  it('accepts every valid paragraph model unchanged (property)', () => {
    fc.assert(
      fc.property(postContentArbitrary, (content) => {
        const result = postContentInputSchema.safeParse(content);
        expect(result.error?.issues).toBeUndefined();
        expect(result.data).toEqual(content);
        expect(JSON.parse(JSON.stringify(result.data))).toEqual(content);
      }),
      { numRuns: 300 },
    );
  });

  it('accepts overlapping markups and parses them into their stored normal form (property)', () => {
    fc.assert(
      fc.property(anyPostContentArbitrary, (content) => {
        expect(postContentInputSchema.safeParse(content).data).toEqual(content);
        expect(parsePostContent(content)).toEqual({
          ok: true,
          content: normalisePostContent(content),
        });
      }),
      { numRuns: 300 },
    );
  });

  it('stores a range marked a thousand times as one markup', () => {
    const text = 'word '.repeat(400);
    const markups = Array.from({ length: 1000 }, (_, index) => ({
      type: 'STRONG',
      start: index,
      end: index + 1000,
    }));
    expect(parsePostContent({ paragraphs: [p({ text, markups })] })).toEqual({
      ok: true,
      content: { paragraphs: [p({ text, markups: [{ type: 'STRONG', start: 0, end: 1999 }] })] },
    });
  });

  it('refuses more than 1000 markups in a paragraph', () => {
    const markups = Array.from({ length: 1001 }, () => ({ type: 'EM', start: 0, end: 5 }));
    expect(messageOf([p({ markups })])).toMatch(/^content\.paragraphs\.0\.markups: /);
  });

  it('refuses a hostile link with the path and the reason', () => {
    expect(
      messageOf([p({ markups: [{ type: 'A', start: 0, end: 5, href: 'javascript:alert(1)' }] })]),
    ).toBe(
      'content.paragraphs.0.markups.0.href: Links must start with http://, https:// or mailto:.',
    );
  });

  it('refuses links that overlap: a character goes to one address at most', () => {
    expect(
      messageOf([
        p({
          markups: [
            { type: 'A', start: 0, end: 5, href: 'https://a.example' },
            { type: 'A', start: 6, end: 11, href: 'https://b.example' },
            { type: 'A', start: 2, end: 4, href: 'https://c.example' },
          ],
        }),
      ]),
    ).toBe('content.paragraphs.0.markups.2: Links must not overlap.');
    const touching = [
      { type: 'A', start: 0, end: 5, href: 'https://a.example' },
      { type: 'A', start: 5, end: 11, href: 'https://b.example' },
      { type: 'STRONG', start: 0, end: 11 },
    ];
    expect(parsePostContent({ paragraphs: [p({ markups: touching })] }).ok).toBe(true);
  });

  it('refuses a link without an address and an address on a non-link', () => {
    expect(messageOf([p({ markups: [{ type: 'A', start: 0, end: 5 }] })])).toBe(
      'content.paragraphs.0.markups.0.href: Link needs an address.',
    );
    expect(
      messageOf([p({ markups: [{ type: 'EM', start: 0, end: 5, href: 'https://a.example' }] })]),
    ).toBe('content.paragraphs.0.markups.0.href: Only links (A) carry an address.');
  });

  it('keeps markups inside the text', () => {
    expect(messageOf([p({ markups: [{ type: 'EM', start: 3, end: 40 }] })])).toBe(
      'content.paragraphs.0.markups.0: Markup must cover characters inside its paragraph text.',
    );
    expect(messageOf([p({ markups: [{ type: 'EM', start: 3, end: 3 }] })])).toMatch(
      /markups\.0: Markup must cover/,
    );
  });

  it('requires unique, short paragraph names', () => {
    expect(messageOf([p(), p()])).toBe(
      'content.paragraphs.1.name: Paragraph name "a1b2" is used twice.',
    );
    expect(messageOf([p({ name: 'has space' })])).toMatch(/paragraphs\.0\.name: Paragraph name/);
  });

  it('requires image metadata, allows layouts only on images and embeds', () => {
    expect(messageOf([p({ type: 'IMG', text: 'Caption' })])).toBe(
      'content.paragraphs.0.metadata: An image needs its metadata.',
    );
    expect(messageOf([p({ layout: 'FULL_WIDTH' })])).toBe(
      'content.paragraphs.0.layout: Only images and embeds have a layout.',
    );
    expect(messageOf([p({ type: 'IMG', layout: 'SIDEWAYS' })])).toMatch(/paragraphs\.0\.layout/);
    const image = p({
      type: 'IMG',
      text: 'The caption is the paragraph text',
      layout: 'OUTSET_CENTER',
      metadata: { id: 'abc.jpeg', originalWidth: 800, originalHeight: 600 },
    });
    expect(parsePostContent({ paragraphs: [image] }).ok).toBe(true);
  });

  it('allows embeds only from the allowed players', () => {
    const embed = (src: string) =>
      p({ type: 'IFRAME', text: '', iframe: { src, width: 640, height: 360 } });
    expect(parsePostContent({ paragraphs: [embed('https://player.vimeo.com/video/1')] }).ok).toBe(
      true,
    );
    expect(messageOf([embed('https://evil.example/embed/1')])).toMatch(
      /^content\.paragraphs\.0\.iframe\.src: Embeds are allowed only from/,
    );
    expect(messageOf([p({ type: 'IFRAME', text: '' })])).toBe(
      'content.paragraphs.0.iframe: An embed needs its source.',
    );
  });

  it('refuses hostile link cards and text that cannot be stored', () => {
    expect(
      messageOf([p({ type: 'MIXTAPE_EMBED', mixtapeMetadata: { href: 'data:text/html,x' } })]),
    ).toMatch(/mixtapeMetadata\.href/);
    expect(messageOf([p({ text: 'a\u0000b' })])).toBe(
      'content.paragraphs.0.text: Text contains characters that cannot be stored.',
    );
    expect(messageOf([p({ text: 'lone \ud800 surrogate' })])).toMatch(/cannot be stored/);
    expect(messageOf([p({ type: 'HR', text: 'x' })])).toBe(
      'content.paragraphs.0.text: A separator has no text.',
    );
  });
});

describe('newParagraphName', () => {
  it('makes 4-hex names that avoid the taken ones', () => {
    const taken = new Set<string>();
    for (let index = 0; index < 500; index += 1) {
      const name = newParagraphName(taken);
      expect(name).toMatch(/^[0-9a-f]{4}$/);
      expect(taken.has(name)).toBe(false);
      taken.add(name);
    }
  });
});
