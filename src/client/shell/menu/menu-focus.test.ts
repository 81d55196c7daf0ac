import { describe, expect, it } from 'vitest';
import { matchIndex, moveForKey, nextIndex } from './menu-focus';

describe('menu focus moves', () => {
  it('maps the arrow, Home and End keys', () => {
    expect(moveForKey('ArrowDown')).toBe('next');
    expect(moveForKey('ArrowUp')).toBe('previous');
    expect(moveForKey('Home')).toBe('first');
    expect(moveForKey('End')).toBe('last');
    expect(moveForKey('a')).toBeNull();
  });

  it('wraps from the last item to the first and back', () => {
    expect(nextIndex('next', 2, 3)).toBe(0);
    expect(nextIndex('previous', 0, 3)).toBe(2);
    expect(nextIndex('next', 0, 3)).toBe(1);
  });

  it('starts at either end when nothing is focused yet', () => {
    expect(nextIndex('next', -1, 3)).toBe(0);
    expect(nextIndex('previous', -1, 3)).toBe(2);
    expect(nextIndex('last', 1, 3)).toBe(2);
    expect(nextIndex('first', 1, 3)).toBe(0);
  });

  it('has nowhere to go in an empty menu', () => {
    expect(nextIndex('next', -1, 0)).toBe(-1);
  });
});

describe('menu typeahead', () => {
  const labels = ['Stories', 'Series', 'Stats', 'Settings', 'Help'];

  it('cycles through the items sharing a typed letter', () => {
    expect(matchIndex(labels, 's', -1)).toBe(0);
    expect(matchIndex(labels, 's', 0)).toBe(1);
    expect(matchIndex(labels, 's', 3)).toBe(0);
  });

  it('matches several typed characters from the focused item on', () => {
    expect(matchIndex(labels, 'se', 0)).toBe(1);
    expect(matchIndex(labels, 'SET', 1)).toBe(3);
  });

  it('answers -1 when no item matches', () => {
    expect(matchIndex(labels, 'x', 0)).toBe(-1);
  });
});
