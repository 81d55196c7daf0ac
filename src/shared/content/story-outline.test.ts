import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARAGRAPH_TYPES } from '../enums';
import { headingLevels, withoutTitleParagraph } from './story-outline';

const at = (type: string, text = 'Text') => ({ type, text });

describe('withoutTitleParagraph', () => {
  it('leaves out a leading big heading or cover title that repeats the title', () => {
    for (const type of ['H1', 'H2', 'H3', 'COVER_TITLE']) {
      expect(withoutTitleParagraph([at(type, 'My story '), at('P')], 'My story'), type).toEqual([
        at('P'),
      ]);
    }
  });

  it('keeps other first paragraphs and a title heading further down', () => {
    const story = [at('P', 'My story'), at('H3', 'My story')];
    expect(withoutTitleParagraph(story, 'My story')).toEqual(story);
    expect(withoutTitleParagraph([at('H4', 'My story')], 'My story')).toEqual([
      at('H4', 'My story'),
    ]);
    expect(withoutTitleParagraph([at('H3', '')], '')).toEqual([at('H3', '')]);
  });
});

describe('headingLevels', () => {
  it('puts big headings at the top level and small ones one below', () => {
    expect(headingLevels([at('H3'), at('P'), at('H4'), at('H2'), at('H4')], 2)).toEqual([
      2,
      null,
      3,
      2,
      3,
    ]);
  });

  it('lifts a small heading that no big heading precedes', () => {
    expect(headingLevels([at('H4'), at('H4'), at('H3'), at('H4')], 2)).toEqual([2, 2, 2, 3]);
  });

  it('never skips a level below the heading the list sits under (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PARAGRAPH_TYPES).map((type) => at(type))),
        fc.integer({ min: 1, max: 4 }),
        (paragraphs, top) => {
          let previous = top - 1;
          for (const level of headingLevels(paragraphs, top)) {
            if (level === null) continue;
            expect(level).toBeGreaterThanOrEqual(top);
            expect(level).toBeLessThanOrEqual(previous + 1);
            previous = level;
          }
        },
      ),
    );
  });
});
