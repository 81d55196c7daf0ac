import { describe, expect, it } from 'vitest';
import { countCharacters, countLimitState } from './count-limit';
import { COUNT_LIMIT_TEXTS } from './texts';

describe('countLimitState', () => {
  it('shows the count as count/limit', () => {
    expect(countLimitState('Hello', 100)).toEqual({
      count: 5,
      limit: 100,
      isOver: false,
      text: '5/100',
    });
  });

  it('is not over at exactly the limit', () => {
    expect(countLimitState('a'.repeat(160), 160).isOver).toBe(false);
  });

  it('is over one character past the limit, and still counts', () => {
    const state = countLimitState('a'.repeat(101), 100);
    expect(state.isOver).toBe(true);
    expect(state.text).toBe('101/100');
  });

  it('counts an empty value as 0', () => {
    expect(countLimitState('', 100).text).toBe('0/100');
  });

  it('counts an emoji as one character', () => {
    expect(countCharacters('hi 👋')).toBe(4);
  });
});

describe('count/limit texts', () => {
  it('says how far over the limit a value is', () => {
    expect(COUNT_LIMIT_TEXTS.overLimit(1)).toBe('1 character over the limit');
    expect(COUNT_LIMIT_TEXTS.overLimit(3)).toBe('3 characters over the limit');
  });
});
