import { describe, expect, it } from 'vitest';
import { markupTree, safeHref, splitIntoRuns } from './markup-segments';

describe('splitIntoRuns', () => {
  it('returns one plain run when there are no markups', () => {
    expect(splitIntoRuns('Hello', [])).toEqual([{ text: 'Hello', markups: [] }]);
  });

  it('splits overlapping markups into runs that each carry their active markups', () => {
    const runs = splitIntoRuns('bold and both', [
      { type: 'STRONG', start: 0, end: 13 },
      { type: 'EM', start: 9, end: 13 },
    ]);
    expect(runs.map((run) => [run.text, run.markups.map((m) => m.type)])).toEqual([
      ['bold and ', ['STRONG']],
      ['both', ['STRONG', 'EM']],
    ]);
  });

  it('nests links outside emphasis regardless of input order', () => {
    const runs = splitIntoRuns('link', [
      { type: 'EM', start: 0, end: 4 },
      { type: 'A', start: 0, end: 4, href: 'https://example.org' },
    ]);
    expect(runs[0]?.markups.map((m) => m.type)).toEqual(['A', 'EM']);
  });

  it('ignores ranges outside the text instead of throwing', () => {
    expect(splitIntoRuns('abc', [{ type: 'EM', start: 5, end: 9 }])).toEqual([
      { text: 'abc', markups: [] },
    ]);
  });
});

describe('splitIntoRuns on stored markups', () => {
  it('carries a range marked a thousand times once', () => {
    const markups = Array.from({ length: 1000 }, (_, index) => ({
      type: 'STRONG',
      start: index % 3,
      end: 10,
    }));
    const runs = splitIntoRuns('0123456789', markups);
    expect(runs.map((run) => [run.text, run.markups.length])).toEqual([['0123456789', 1]]);
  });

  it('leaves out types that render nothing', () => {
    expect(splitIntoRuns('abc', [{ type: 'COMMENT', start: 1, end: 2 }])).toEqual([
      { text: 'abc', markups: [] },
    ]);
  });
});

describe('markupTree', () => {
  it('opens a link once around the bold words inside it', () => {
    const link = { type: 'A', start: 0, end: 13, href: 'https://example.org' };
    expect(markupTree('Read the docs', [{ type: 'STRONG', start: 5, end: 8 }, link])).toEqual([
      {
        kind: 'markup',
        markup: link,
        children: [
          { kind: 'text', text: 'Read ' },
          {
            kind: 'markup',
            markup: { type: 'STRONG', start: 5, end: 8 },
            children: [{ kind: 'text', text: 'the' }],
          },
          { kind: 'text', text: ' docs' },
        ],
      },
    ]);
  });

  it('splits an inner element where an outer one ends, and keeps every character once', () => {
    const tree = markupTree('abcdef', [
      { type: 'EM', start: 1, end: 5 },
      { type: 'A', start: 0, end: 3, href: '/x' },
    ]);
    const summary = (nodes: typeof tree): string =>
      nodes
        .map((node) =>
          node.kind === 'text' ? node.text : `<${node.markup.type}>${summary(node.children)}</>`,
        )
        .join('');
    expect(summary(tree)).toBe('<A>a<EM>bc</></><EM>de</>f');
  });
});

describe('safeHref', () => {
  it('keeps web, mail and same-site links', () => {
    expect(safeHref('https://example.org/a')).toBe('https://example.org/a');
    expect(safeHref('mailto:a@example.org')).toBe('mailto:a@example.org');
    expect(safeHref('/p/abc')).toBe('/p/abc');
  });

  it('refuses script and protocol-relative links', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
  });
});
