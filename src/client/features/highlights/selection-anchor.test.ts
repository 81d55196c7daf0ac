import { describe, expect, it } from 'vitest';
import { anchorFromSelection, textOffsetWithin, trimRange } from './selection-anchor';
import type { TextTreeNode } from './selection-anchor';

/** A tiny DOM: element(children) and text(value), parents linked. */
function element(...children: TextTreeNode[]): TextTreeNode {
  const node: TextTreeNode = { nodeType: 1, nodeValue: null, parentNode: null, childNodes: [] };
  node.childNodes = children;
  for (const child of children) child.parentNode = node;
  return node;
}
const text = (value: string): TextTreeNode => ({
  nodeType: 3,
  nodeValue: value,
  parentNode: null,
  childNodes: [],
});

describe('textOffsetWithin', () => {
  it('counts the text before a boundary inside nested markups', () => {
    const bold = text('bold');
    const tail = text(' tail');
    const paragraph = element(element(text('Plain ')), element(element(bold)), element(tail));
    expect(textOffsetWithin(paragraph, bold, 2)).toBe(8);
    expect(textOffsetWithin(paragraph, tail, 1)).toBe(11);
  });

  it('counts UTF-16 units, so an emoji before the passage moves it by two', () => {
    const after = text(' after');
    const paragraph = element(element(text('I ❤️ 🐈')), element(after));
    expect(textOffsetWithin(paragraph, after, 1)).toBe('I ❤️ 🐈'.length + 1);
    expect('I ❤️ 🐈'.length).toBe(7);
  });

  it('reads an element boundary as the text of the children before it', () => {
    const paragraph = element(element(text('one ')), element(text('two')));
    expect(textOffsetWithin(paragraph, paragraph, 1)).toBe(4);
    expect(textOffsetWithin(paragraph, paragraph, 2)).toBe(7);
  });

  it('answers null for a boundary outside the paragraph', () => {
    const outside = text('elsewhere');
    element(outside);
    const paragraph = element(text('inside'));
    expect(textOffsetWithin(paragraph, outside, 2)).toBeNull();
  });
});

describe('trimRange', () => {
  it('drops white space at both ends and orders the ends', () => {
    expect(trimRange('  a word  ', 9, 0)).toEqual({ start: 2, end: 8 });
  });
  it('answers null for white space only', () => {
    expect(trimRange('a   b', 1, 4)).toBeNull();
  });
});

describe('anchorFromSelection', () => {
  const firstText = text('The first paragraph.');
  const first = element(firstText);
  const secondText = text('The second one.');
  const second = element(secondText);
  element(first, second);
  const paragraphOne = { name: 'p1', node: first, text: 'The first paragraph.' };
  const paragraphTwo = { name: 'p2', node: second, text: 'The second one.' };

  it('gives the paragraph name and the offsets of a passage', () => {
    expect(
      anchorFromSelection({
        startParagraph: paragraphOne,
        endParagraph: paragraphOne,
        startNode: firstText,
        startOffset: 4,
        endNode: firstText,
        endOffset: 9,
      }),
    ).toEqual({ paragraphName: 'p1', startOffset: 4, endOffset: 9 });
  });

  it('refuses a selection across two paragraphs', () => {
    expect(
      anchorFromSelection({
        startParagraph: paragraphOne,
        endParagraph: paragraphTwo,
        startNode: firstText,
        startOffset: 4,
        endNode: secondText,
        endOffset: 3,
      }),
    ).toBeNull();
  });

  it('takes a selection ending at the start of the next paragraph to the end of the first', () => {
    expect(
      anchorFromSelection({
        startParagraph: paragraphOne,
        endParagraph: paragraphTwo,
        startNode: firstText,
        startOffset: 0,
        endNode: secondText,
        endOffset: 0,
      }),
    ).toEqual({ paragraphName: 'p1', startOffset: 0, endOffset: 20 });
  });

  it('refuses a collapsed selection and one outside any paragraph', () => {
    const collapsed = {
      startParagraph: paragraphOne,
      endParagraph: paragraphOne,
      startNode: firstText,
      startOffset: 5,
      endNode: firstText,
      endOffset: 5,
    };
    expect(anchorFromSelection(collapsed)).toBeNull();
    expect(anchorFromSelection({ ...collapsed, startParagraph: null })).toBeNull();
  });
});
