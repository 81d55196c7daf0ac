import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, relativeLuminance } from './contrast';
import { inkOn, paletteRefusal } from './palette';

describe('WCAG contrast', () => {
  it('measures luminance and ratios as WCAG defines them', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    // Known pairs: the site's text on white, and its muted grey.
    expect(contrastRatio('#242424', '#ffffff')).toBeCloseTo(15.52, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rounds down, so a refused ratio never reads as the minimum', () => {
    expect(formatRatio(4.49)).toBe('4.4:1');
    expect(formatRatio(21)).toBe('21:1');
  });
});

describe('paletteRefusal', () => {
  it('accepts readable palettes and picks the ink that reads', () => {
    expect(paletteRefusal('#1a8917', '#ffffff')).toBeNull();
    expect(paletteRefusal('#ffcc00', '#1a1a2e')).toBeNull();
    expect(inkOn('#1a1a2e')).toBe('#ffffff');
    expect(inkOn('#fafafa')).toBe('#242424');
  });

  it('names the pair that fails and its ratio', () => {
    expect(paletteRefusal('#1a8917', '#808080')).toBe(
      'Text on this background has a contrast of 3.5:1; it needs at least 4.5:1.',
    );
    expect(paletteRefusal('#ffff00', '#ffffff')).toBe(
      'The primary colour on this background has a contrast of 1:1; it needs at least 3:1.',
    );
    // A mid-tone primary reads against white, but no label reads on it.
    expect(paletteRefusal('#2f8f8f', '#ffffff')).toBe(
      'Text on the primary colour has a contrast of 4:1; it needs at least 4.5:1.',
    );
  });
});
