import { describe, expect, it } from 'vitest';
import { imageSizing } from './story-image-sizes';

describe('imageSizing (routes §9 image widths)', () => {
  it('uses 700 for the default inset-centre layout', () => {
    const sizing = imageSizing('INSET_CENTER', 3000);
    expect(sizing.fallbackWidth).toBe(700);
    expect(sizing.widths).toEqual([350, 700, 1400]);
    expect(sizing.sizes).toBe('(min-width: 680px) 680px, 100vw');
  });

  it('uses 1000 for outset and 2400 for full width', () => {
    expect(imageSizing('OUTSET_CENTER', 5000).fallbackWidth).toBe(1000);
    expect(imageSizing('OUTSET_CENTER', 5000).sizes).toContain('1192px');
    expect(imageSizing('FULL_WIDTH', 5000).fallbackWidth).toBe(2400);
    expect(imageSizing('FULL_WIDTH', 5000).sizes).toBe('100vw');
  });

  it('uses 350 for inset-left', () => {
    expect(imageSizing('INSET_LEFT', 5000).fallbackWidth).toBe(350);
  });

  it('never asks for more than the original', () => {
    const sizing = imageSizing('FULL_WIDTH', 800);
    expect(Math.max(...sizing.widths)).toBe(800);
    expect(sizing.fallbackWidth).toBe(800);
  });
});
