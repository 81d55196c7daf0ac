import { describe, expect, it } from 'vitest';
import { placeAnchor } from '@shared/content/anchor-placement';
import { validateAnchor } from './anchor';

const content = (text: string, name = 'a') => ({
  paragraphs: [{ name, type: 'P' as const, text, markups: [] }],
});

describe('anchors', () => {
  it('stores the paragraph text and type with the range', () => {
    expect(
      validateAnchor(content('one two'), { paragraphName: 'a', startOffset: 4, endOffset: 7 }),
    ).toEqual({
      paragraphName: 'a',
      startOffset: 4,
      endOffset: 7,
      paragraphText: 'one two',
      paragraphType: 'P',
    });
  });

  it('picks the occurrence nearest the old position after an edit', () => {
    const stored = {
      paragraphName: 'a',
      startOffset: 8,
      endOffset: 11,
      paragraphText: 'cat dog cat dog',
      paragraphType: 'P',
    };
    const placed = placeAnchor(content('a cat dog cat dog cat'), stored);
    expect(placed).toMatchObject({ startOffset: 10, endOffset: 13 });
    expect(placeAnchor(content('cat dog cat dog', 'b'), stored)).toBeNull();
    expect(placeAnchor(content('no pets'), stored)).toBeNull();
  });
});
