import { describe, expect, it } from 'vitest';
import { colorError, mixColors, parseColor } from './color';

describe('parseColor', () => {
  it('reads #rgb, #rrggbb, rgb() and the basic names into #rrggbb', () => {
    expect(parseColor('#1A8917')).toBe('#1a8917');
    expect(parseColor(' #fc0 ')).toBe('#ffcc00');
    expect(parseColor('rgb(26, 137, 23)')).toBe('#1a8917');
    expect(parseColor('Navy')).toBe('#000080');
  });

  it("refuses broken colours with 'Invalid color string'", () => {
    for (const broken of [
      '',
      '#12',
      '#12345',
      '#ggg',
      'rgb(300, 0, 0)',
      'rgb(1,2)',
      'red;',
      '12ab',
    ])
      expect(() => parseColor(broken), broken).toThrow(/^Invalid color string$/);
  });

  it("refuses a well-formed unknown name with 'Unrecognized or invalid color string'", () => {
    expect(() => parseColor('bleu')).toThrow(/^Unrecognized or invalid color string$/);
    expect(colorError('darkish')).toBe('Unrecognized or invalid color string');
    expect(colorError('#fff')).toBeNull();
  });
});

describe('mixColors', () => {
  it('walks from one colour to the other', () => {
    expect(mixColors('#000000', '#ffffff', 0)).toBe('#000000');
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColors('#000000', '#ffffff', 1)).toBe('#ffffff');
  });
});
