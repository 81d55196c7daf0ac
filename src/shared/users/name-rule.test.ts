import { describe, expect, it } from 'vitest';
import { checkName, normaliseName } from './name-rule';

const HUNDRED = 'Ada Lovelace '.repeat(8).slice(0, 100);

describe('checkName (typed names: sign-up, profile)', () => {
  it('normalises spaces and line breaks', () => {
    expect(checkName('  Ada   Lovelace ')).toEqual({ ok: true, name: 'Ada Lovelace' });
    expect(checkName('Ada\r\nLovelace')).toEqual({ ok: true, name: 'Ada Lovelace' });
    expect(checkName('Ada\nBcc: everyone@example.org')).toEqual({
      ok: true,
      name: 'Ada Bcc: everyone@example.org',
    });
  });

  it('refuses an empty name', () => {
    expect(checkName(' \r\n ')).toEqual({ ok: false, message: 'Please enter your name.' });
  });

  it('refuses a name of 100 characters; 50 emoji are fine', () => {
    expect(HUNDRED).toHaveLength(100);
    expect(checkName(HUNDRED)).toEqual({
      ok: false,
      message: 'Names may be at most 50 characters long.',
    });
    expect(checkName('🙂'.repeat(50))).toEqual({ ok: true, name: '🙂'.repeat(50) });
  });

  it.each([
    ['a right-to-left override', 'Ada \u202Egnp.exe'],
    ['a zero-width space', 'Ada\u200BLovelace'],
    ['a zero-width joiner', 'Ada\u200DLovelace'],
    ['a left-to-right isolate', '\u2066Ada'],
    ['a byte-order mark', 'Ada\uFEFFLovelace'],
    ['a bell', 'Bell\u0007'],
    ['a line separator', 'Ada\u2028Lovelace'],
  ])('refuses %s', (_what, name) => {
    expect(checkName(name)).toEqual({
      ok: false,
      message: 'Please remove the invisible control characters.',
    });
  });
});

describe('normaliseName (names from sign-in providers)', () => {
  it('drops invisible characters, collapses line breaks and clips to 50 characters', () => {
    expect(normaliseName('Ada \u202Egnp.exe')).toBe('Ada gnp.exe');
    expect(normaliseName('Ada\u200BLovelace\r\n')).toBe('AdaLovelace');
    expect(normaliseName('Ada\r\nLovelace')).toBe('Ada Lovelace');
    expect(normaliseName(HUNDRED)).toBe(HUNDRED.slice(0, 50).trim());
    expect(Array.from(normaliseName('🙂'.repeat(100)) ?? '')).toHaveLength(50);
  });

  it('answers null when nothing visible is left', () => {
    expect(normaliseName('\u200B\u202E \r\n')).toBeNull();
    expect(normaliseName(null)).toBeNull();
    expect(normaliseName('')).toBeNull();
  });
});
