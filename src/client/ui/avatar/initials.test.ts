import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last word', () => {
    expect(initialsOf('Nina Navigator')).toBe('NN');
    expect(initialsOf('ada king lovelace')).toBe('AL');
  });

  it('uses one letter for a single word', () => {
    expect(initialsOf('  plato ')).toBe('P');
  });

  it('falls back to a question mark for an empty name', () => {
    expect(initialsOf('   ')).toBe('?');
  });

  it('keeps astral characters whole', () => {
    expect(initialsOf('𝒜lice Wonder')).toBe('𝒜W');
  });
});
