import { describe, expect, it } from 'vitest';
import { splitDecoratedRuns } from './highlight-runs';

const summary = (runs: ReturnType<typeof splitDecoratedRuns>) =>
  runs.map((run) => ({
    text: run.text,
    start: run.start,
    markups: run.markups.map((markup) => markup.type),
    decorations: run.decorations.map((decoration) => decoration.kind),
  }));

describe('splitDecoratedRuns', () => {
  it('leaves a paragraph without highlights as its markup runs', () => {
    const runs = splitDecoratedRuns('Hello brave world', [{ type: 'EM', start: 6, end: 11 }], []);
    expect(summary(runs)).toEqual([
      { text: 'Hello ', start: 0, markups: [], decorations: [] },
      { text: 'brave', start: 6, markups: ['EM'], decorations: [] },
      { text: ' world', start: 11, markups: [], decorations: [] },
    ]);
  });

  it('cuts a highlight that starts inside a link and ends inside bold text', () => {
    const text = 'Read the docs and then more';
    const runs = splitDecoratedRuns(
      text,
      [
        { type: 'A', start: 5, end: 13, href: 'https://example.com' },
        { type: 'STRONG', start: 18, end: 22 },
      ],
      [{ kind: 'viewer', id: 'q1', start: 9, end: 20 }],
    );
    expect(summary(runs)).toEqual([
      { text: 'Read ', start: 0, markups: [], decorations: [] },
      { text: 'the ', start: 5, markups: ['A'], decorations: [] },
      { text: 'docs', start: 9, markups: ['A'], decorations: ['viewer'] },
      { text: ' and ', start: 13, markups: [], decorations: ['viewer'] },
      { text: 'th', start: 18, markups: ['STRONG'], decorations: ['viewer'] },
      { text: 'en', start: 20, markups: ['STRONG'], decorations: [] },
      { text: ' more', start: 22, markups: [], decorations: [] },
    ]);
    expect(runs.map((run) => run.text).join('')).toBe(text);
  });

  it('keeps both decorations where the reader’s highlight overlaps the top highlight', () => {
    const runs = splitDecoratedRuns(
      'abcdefghij',
      [],
      [
        { kind: 'top', id: 't', start: 2, end: 6 },
        { kind: 'viewer', id: 'v', start: 4, end: 8 },
      ],
    );
    expect(summary(runs)).toEqual([
      { text: 'ab', start: 0, markups: [], decorations: [] },
      { text: 'cd', start: 2, markups: [], decorations: ['top'] },
      { text: 'ef', start: 4, markups: [], decorations: ['top', 'viewer'] },
      { text: 'gh', start: 6, markups: [], decorations: ['viewer'] },
      { text: 'ij', start: 8, markups: [], decorations: [] },
    ]);
  });

  it('ignores ranges that are empty or lie outside the text', () => {
    const runs = splitDecoratedRuns(
      'short',
      [],
      [
        { kind: 'viewer', id: 'a', start: 3, end: 3 },
        { kind: 'viewer', id: 'b', start: 9, end: 12 },
      ],
    );
    expect(summary(runs)).toEqual([{ text: 'short', start: 0, markups: [], decorations: [] }]);
  });

  it('counts offsets in UTF-16 units around an emoji', () => {
    const text = 'I 🐈 purr';
    const runs = splitDecoratedRuns(text, [], [{ kind: 'viewer', id: 'q', start: 5, end: 9 }]);
    expect(runs.map((run) => run.text)).toEqual(['I 🐈 ', 'purr']);
  });
});
