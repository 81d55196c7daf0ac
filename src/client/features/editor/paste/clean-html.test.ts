import { describe, expect, it } from 'vitest';
import { findContentIssues } from '@shared/content/content-input';
import { cleanPastedHtml } from './clean-html';

const strip = (html: string) =>
  cleanPastedHtml(html).map(({ type, text, markups }) => ({ type, text, markups }));

describe('cleanPastedHtml', () => {
  it('keeps paragraphs, headings, quotes, code, lists and the four markups', () => {
    expect(
      strip(
        '<h1>Title</h1><h3>Sub</h3><p>Hello <b>bold</b> <i>it</i> <code>x</code> ' +
          '<a href="https://example.com/">link</a></p><blockquote><p>Quoted</p></blockquote>' +
          '<pre>a\n  b</pre><ol><li>one</li><li>two</li></ol><ul><li>dot</li></ul><hr>',
      ),
    ).toEqual([
      { type: 'H3', text: 'Title', markups: [] },
      { type: 'H4', text: 'Sub', markups: [] },
      {
        type: 'P',
        text: 'Hello bold it x link',
        markups: [
          { type: 'STRONG', start: 6, end: 10 },
          { type: 'EM', start: 11, end: 13 },
          { type: 'CODE', start: 14, end: 15 },
          { type: 'A', start: 16, end: 20, href: 'https://example.com/' },
        ],
      },
      { type: 'BQ', text: 'Quoted', markups: [] },
      { type: 'PRE', text: 'a\n  b', markups: [] },
      { type: 'OLI', text: 'one', markups: [] },
      { type: 'OLI', text: 'two', markups: [] },
      { type: 'ULI', text: 'dot', markups: [] },
      { type: 'HR', text: '', markups: [] },
    ]);
  });

  it('drops scripts, styles, SVG, forms and event handlers, leaving inert text', () => {
    const paragraphs = strip(
      '<script>alert(1)</script><style>p{}</style>' +
        '<p onclick="alert(2)" style="x">Safe <img src=x onerror="alert(3)"> text</p>' +
        '<svg><script>alert(4)</script><a href="javascript:alert(5)"><text>svg</text></a></svg>' +
        '<form><input value="v"><button>Go</button></form><iframe src="https://evil.example"></iframe>' +
        '<noscript><p>ns</p></noscript><template><p>tpl</p></template>',
    );
    expect(paragraphs).toEqual([{ type: 'P', text: 'Safe text', markups: [] }]);
    expect(JSON.stringify(paragraphs)).not.toMatch(/alert|onerror|onclick|javascript/);
  });

  it('keeps the text of unsafe links but not their address', () => {
    const paragraphs = strip(
      '<p><a href="javascript:alert(1)">a</a> <a href="data:text/html,<script>x</script>">b</a> ' +
        '<a href=" JaVaScRiPt:alert(1)">c</a> <a href="vbscript:x">d</a> <a href="//evil.example">e</a> ' +
        '<a href="mailto:me@example.com">f</a></p>',
    );
    expect(paragraphs).toEqual([
      {
        type: 'P',
        text: 'a b c d e f',
        markups: [{ type: 'A', start: 10, end: 11, href: 'mailto:me@example.com' }],
      },
    ]);
  });

  it('reads bold and italic from inline styles, as word processors paste them', () => {
    expect(
      strip(
        '<b style="font-weight:normal"><span style="font-weight:700">B</span> ' +
          '<span style="font-style:italic">I</span></b>',
      ),
    ).toEqual([
      {
        type: 'P',
        text: 'B I',
        markups: [
          { type: 'STRONG', start: 0, end: 1 },
          { type: 'EM', start: 2, end: 3 },
        ],
      },
    ]);
  });

  it('collapses whitespace and turns <br> into a line break', () => {
    expect(strip('<p>  a \n\n b<br>c  </p>')).toEqual([{ type: 'P', text: 'a b\nc', markups: [] }]);
  });

  it('produces content the server accepts, with fresh unique names', () => {
    const paragraphs = cleanPastedHtml('<p>a</p><p>b</p><h2>c</h2>&lt;script&gt;');
    expect(findContentIssues({ paragraphs })).toEqual([]);
    expect(new Set(paragraphs.map((p) => p.name)).size).toBe(paragraphs.length);
    expect(paragraphs.at(-1)?.text).toBe('<script>');
  });
});
