import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKUP_TYPES } from '../enums';
import { normaliseMarkups } from './markup-normal-form';
import type { MarkupRange } from './markup-normal-form';

const HREFS = ['https://a.example/', 'https://b.example/', 'mailto:c@example.org'];

const markupsArb = (length: number) =>
  fc.array(
    fc
      .record({
        type: fc.constantFrom(...MARKUP_TYPES),
        a: fc.integer({ min: -2, max: length + 2 }),
        b: fc.integer({ min: -2, max: length + 2 }),
        href: fc.constantFrom(...HREFS),
      })
      .map(({ type, a, b, href }): MarkupRange => {
        const range = { type, start: Math.min(a, b), end: Math.max(a, b) };
        return type === 'A' ? { ...range, href } : range;
      }),
    { maxLength: 40 },
  );

const paragraphArb = fc
  .string({ maxLength: 30 })
  .chain((text) => fc.tuple(fc.constant(text), markupsArb(text.length)));

/** What each character looks like: per type, the address of the last markup over it. */
function characterView(
  length: number,
  markups: readonly MarkupRange[],
): Array<Map<string, string>> {
  return Array.from({ length }, (_, index) => {
    const marks = new Map<string, string>();
    for (const markup of markups) {
      if (markup.type === 'A' && !markup.href) continue;
      if (markup.start <= index && index < markup.end) marks.set(markup.type, markup.href ?? '');
    }
    return marks;
  });
}

/** Whether two markups of one type with different addresses cover a character together. */
function hasConflictingLinks(length: number, markups: readonly MarkupRange[]): boolean {
  return Array.from({ length }).some((_, index) => {
    const covering = markups.filter(
      (markup) => markup.type === 'A' && markup.href && markup.start <= index && index < markup.end,
    );
    return new Set(covering.map((markup) => markup.href)).size > 1;
  });
}

describe('normaliseMarkups', () => {
  it('merges a range marked over and over into one markup per type', () => {
    const markups = Array.from({ length: 1000 }, (_, index) => ({
      type: index % 2 ? 'EM' : 'STRONG',
      start: index,
      end: index + 1000,
    }));
    expect(normaliseMarkups('x'.repeat(2000), markups)).toEqual([
      { type: 'STRONG', start: 0, end: 1998 },
      { type: 'EM', start: 1, end: 1999 },
    ]);
  });

  it('clips to the text, drops empty ranges and links without an address, merges touching ranges', () => {
    expect(
      normaliseMarkups('abcdefghij', [
        { type: 'EM', start: 8, end: 20 },
        { type: 'CODE', start: -3, end: 2 },
        { type: 'STRONG', start: 4, end: 4 },
        { type: 'A', start: 0, end: 3 },
        { type: 'HIGHLIGHT', start: 1, end: 3 },
        { type: 'HIGHLIGHT', start: 3, end: 5 },
      ]),
    ).toEqual([
      { type: 'CODE', start: 0, end: 2 },
      { type: 'HIGHLIGHT', start: 1, end: 5 },
      { type: 'EM', start: 8, end: 10 },
    ]);
  });

  it('lets the later link win where links overlap, keeping only the first part of a link cut in two', () => {
    expect(
      normaliseMarkups('abcdefghij', [
        { type: 'A', start: 0, end: 10, href: 'https://a.example/' },
        { type: 'A', start: 3, end: 5, href: 'https://b.example/' },
        { type: 'A', start: 4, end: 6, href: 'https://c.example/' },
      ]),
    ).toEqual([
      { type: 'A', start: 0, end: 3, href: 'https://a.example/' },
      { type: 'A', start: 3, end: 4, href: 'https://b.example/' },
      { type: 'A', start: 4, end: 6, href: 'https://c.example/' },
    ]);
    expect(
      normaliseMarkups('abcdefghij', [
        { type: 'A', start: 0, end: 10, href: 'https://a.example/' },
        { type: 'A', start: 3, end: 5, href: 'https://a.example/' },
      ]),
    ).toEqual([{ type: 'A', start: 0, end: 10, href: 'https://a.example/' }]);
  });

  it('never repeats a long address more often than it was written', () => {
    const long = `https://a.example/${'x'.repeat(2000)}`;
    const markups = [
      { type: 'A', start: 0, end: 2000, href: long },
      ...Array.from({ length: 999 }, (_, index) => ({
        type: 'A',
        start: 2 * index + 1,
        end: 2 * index + 2,
        href: 'https://b.example/',
      })),
    ];
    const normal = normaliseMarkups('y'.repeat(2000), markups);
    expect(normal.filter((markup) => markup.href === long)).toEqual([
      { type: 'A', start: 0, end: 1, href: long },
    ]);
  });

  it('reads at most 1000 markups of a stored paragraph', () => {
    const markups = Array.from({ length: 1200 }, (_, index) => ({
      type: 'EM',
      start: index * 2,
      end: index * 2 + 1,
    }));
    expect(normaliseMarkups('x'.repeat(5000), markups)).toHaveLength(1000);
  });

  it('changes what no character shows, but drops the rest of a link cut in two (property)', () => {
    fc.assert(
      fc.property(paragraphArb, ([text, markups]) => {
        const before = characterView(text.length, markups);
        const after = characterView(text.length, normaliseMarkups(text, markups));
        if (!hasConflictingLinks(text.length, markups)) expect(after).toEqual(before);
        for (const [index, marks] of after.entries())
          for (const [type, href] of marks) expect(before[index]?.get(type)).toBe(href);
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent, sorted, disjoint per type and never longer than its input (property)', () => {
    fc.assert(
      fc.property(paragraphArb, ([text, markups]) => {
        const normal = normaliseMarkups(text, markups);
        expect(normaliseMarkups(text, normal)).toEqual(normal);
        expect(normal.length).toBeLessThanOrEqual(markups.length);
        for (const href of HREFS)
          expect(normal.filter((markup) => markup.href === href).length).toBeLessThanOrEqual(
            markups.filter((markup) => markup.href === href).length,
          );
        for (const [index, markup] of normal.entries()) {
          expect(markup.start).toBeGreaterThanOrEqual(0);
          expect(markup.end).toBeLessThanOrEqual(text.length);
          expect(markup.start).toBeLessThan(markup.end);
          const previous = normal[index - 1];
          if (previous) expect(previous.start).toBeLessThanOrEqual(markup.start);
          const sameType = normal.slice(index + 1).filter((other) => other.type === markup.type);
          for (const other of sameType) {
            expect(other.start).toBeGreaterThanOrEqual(markup.end);
            if (other.start === markup.end) expect(other.href).not.toBe(markup.href);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
