import { describe, expect, it } from 'vitest';
import { safeHref, splitIntoRuns } from './markup-segments';

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
