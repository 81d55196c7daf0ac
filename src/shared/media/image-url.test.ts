import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, snapDimension } from './image-url';

const ID = 'abc123.jpeg';

describe('imageUrl', () => {
  it('points at the original without options', () => {
    expect(imageUrl(ID)).toBe('/media/abc123.jpeg');
  });

  it('resamples by width, or inside a box', () => {
    expect(imageUrl(ID, { width: 700 })).toBe('/media/resize:fit:700/abc123.jpeg');
    expect(imageUrl(ID, { width: 1000, height: 300, strategy: 'resample' })).toBe(
      '/media/resize:fit:1000:300/abc123.jpeg',
    );
  });

  it('fills and letterboxes to both sides (a square when height is missing)', () => {
    expect(imageUrl(ID, { width: 64, strategy: 'fill' })).toBe(
      '/media/resize:fill:64:64/abc123.jpeg',
    );
    expect(imageUrl(ID, { width: 700, height: 240, strategy: 'letterbox' })).toBe(
      '/media/resize:letterbox:700:240/abc123.jpeg',
    );
  });

  it('crops around a focal point rounded to 5% steps', () => {
    expect(
      imageUrl(ID, { width: 700, height: 210, strategy: 'crop', focusX: 33.3, focusY: 101 }),
    ).toBe('/media/resize:crop:700:210/focal:35:100/abc123.jpeg');
    expect(imageUrl(ID, { width: 700, height: 210, strategy: 'crop' })).toBe(
      '/media/resize:crop:700:210/abc123.jpeg',
    );
  });

  it('writes blur, quality and format in the canonical order', () => {
    expect(imageUrl(ID, { width: 350, format: 'auto', quality: 62, blur: 12 })).toBe(
      '/media/resize:fit:350/blur:10/quality:60/format:auto/abc123.jpeg',
    );
    expect(imageUrl(ID, { width: 350, format: 'webp' })).toBe(
      '/media/resize:fit:350/format:webp/abc123.jpeg',
    );
  });

  it('snaps sizes to the allowed list', () => {
    expect(snapDimension(690)).toBe(700);
    expect(snapDimension(700)).toBe(700);
    expect(snapDimension(99_999)).toBe(4800);
    expect(imageUrl(ID, { width: 33 })).toBe('/media/resize:fit:40/abc123.jpeg');
  });

  it('escapes odd ids', () => {
    expect(imageUrl('a b/c')).toBe('/media/a%20b%2Fc');
  });
});

describe('imageSrcSet', () => {
  it('lists each width once with its w descriptor', () => {
    expect(imageSrcSet(ID, [700, 1400, 1400], { format: 'webp' })).toBe(
      '/media/resize:fit:700/format:webp/abc123.jpeg 700w, ' +
        '/media/resize:fit:1400/format:webp/abc123.jpeg 1400w',
    );
  });
});
