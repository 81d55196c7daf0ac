import { describe, expect, it } from 'vitest';
import { hasResponseText, paragraphsFromText } from './composer-paragraphs';

function counterNames() {
  let next = 0;
  return () => `n${(next += 1)}`;
}

describe('paragraphsFromText', () => {
  it('makes one P paragraph per blank-line-separated block, in order', () => {
    const paragraphs = paragraphsFromText('First thought.\n\nSecond thought.', counterNames());
    expect(paragraphs).toEqual([
      { name: 'n1', type: 'P', text: 'First thought.', markups: [] },
      { name: 'n2', type: 'P', text: 'Second thought.', markups: [] },
    ]);
  });

  it('joins single line breaks inside a block with spaces and trims lines', () => {
    const [paragraph] = paragraphsFromText('  one line\ncontinues here  ', counterNames());
    expect(paragraph?.text).toBe('one line continues here');
  });

  it('treats several blank lines, Windows line ends and space-only lines as one break', () => {
    const texts = paragraphsFromText('a\r\n\r\n \r\n\r\nb\n \t\nc', counterNames()).map(
      (paragraph) => paragraph.text,
    );
    expect(texts).toEqual(['a', 'b', 'c']);
  });

  it('makes no paragraph from empty or blank text', () => {
    expect(paragraphsFromText('', counterNames())).toEqual([]);
    expect(paragraphsFromText(' \n\n \t ', counterNames())).toEqual([]);
  });

  it('gives every paragraph a distinct valid name by default', () => {
    const paragraphs = paragraphsFromText(
      Array.from({ length: 30 }, (_, i) => `p${i}`).join('\n\n'),
    );
    const names = paragraphs.map((paragraph) => paragraph.name);
    expect(new Set(names).size).toBe(30);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{4,8}$/);
  });

  it('asks the name generator with the names already taken', () => {
    const seen: string[][] = [];
    paragraphsFromText('a\n\nb', (taken) => {
      seen.push([...taken]);
      return `x${taken.size}`;
    });
    expect(seen).toEqual([[], ['x0']]);
  });
});

describe('hasResponseText', () => {
  it('is false for empty or whitespace-only text and true otherwise', () => {
    expect(hasResponseText('')).toBe(false);
    expect(hasResponseText(' \n\t ')).toBe(false);
    expect(hasResponseText(' ok ')).toBe(true);
  });
});
