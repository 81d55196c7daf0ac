import { describe, expect, it } from 'vitest';
import type { Paragraph } from '@shared/content/paragraph-model';
import { storyHtml } from './story-html';

const p = (type: Paragraph['type'], text: string, extra: Partial<Paragraph> = {}): Paragraph => ({
  name: Math.random().toString(16).slice(2, 6),
  type,
  text,
  markups: [],
  ...extra,
});

const feed = { origin: 'https://quire.test', flavour: 'feed' } as const;

describe('storyHtml', () => {
  it('escapes text, keeps safe links absolute and drops unsafe ones', () => {
    const html = storyHtml(
      [
        p('P', '<i>x</i> site evil', {
          markups: [
            { type: 'A', start: 9, end: 13, href: '/@amy' },
            { type: 'A', start: 14, end: 18, href: 'javascript:alert(1)' },
          ],
        }),
      ],
      feed,
    );
    expect(html).toBe(
      '<p>&lt;i&gt;x&lt;/i&gt; <a href="https://quire.test/@amy" rel="nofollow noopener">site</a> evil</p>',
    );
  });

  it('groups list items and renders every block type', () => {
    const html = storyHtml(
      [
        p('OLI', 'one'),
        p('OLI', 'two'),
        p('ULI', 'dot'),
        p('H3', 'Head'),
        p('H4', 'Sub'),
        p('PQ', 'Pull'),
        p('PRE', 'code()'),
        p('HR', ''),
        p('IFRAME', '', {
          iframe: { src: 'https://www.youtube.com/embed/x', width: 4, height: 3 },
        }),
      ],
      feed,
    );
    expect(html).toBe(
      '<ol><li>one</li><li>two</li></ol><ul><li>dot</li></ul><h2>Head</h2><h3>Sub</h3>' +
        '<blockquote>Pull</blockquote><pre>code()</pre><hr>' +
        '<p><a href="https://www.youtube.com/embed/x" rel="nofollow noopener">Embedded content from www.youtube.com</a></p>',
    );
  });

  it('opens a link once around the bold and italic words inside it', () => {
    const html = storyHtml(
      [
        p('P', 'Read the whole thing', {
          markups: [
            { type: 'A', start: 0, end: 20, href: 'https://example.org/' },
            { type: 'STRONG', start: 5, end: 8 },
            { type: 'EM', start: 15, end: 20 },
          ],
        }),
      ],
      feed,
    );
    expect(html).toBe(
      '<p><a href="https://example.org/" rel="nofollow noopener">Read <strong>the</strong> whole <em>thing</em></a></p>',
    );
  });

  it('lifts a small heading that opens the story to the level under the title', () => {
    const html = storyHtml([p('H4', 'Small first'), p('H3', 'Big'), p('H4', 'Small')], feed);
    expect(html).toBe('<h2>Small first</h2><h2>Big</h2><h3>Small</h3>');
  });

  it('renders amp-img for AMP and skips images without a size', () => {
    const image = (width: number) =>
      p('IMG', '', { metadata: { id: 'a.jpg', originalWidth: width, originalHeight: 300 } });
    const html = storyHtml([image(400), image(0)], {
      origin: 'https://quire.test',
      flavour: 'amp',
    });
    expect(html).toBe(
      '<figure><amp-img src="https://quire.test/media/resize:fit:400/a.jpg" width="400" height="300" layout="responsive" alt=""></amp-img></figure>',
    );
  });
});
