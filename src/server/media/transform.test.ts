import { describe, expect, it } from 'vitest';
import { imageUrl } from '@shared/media/image-url';
import type { ImageUrlOptions } from '@shared/media/image-url';
import { InvalidTransformError, parseMediaPath } from './transform';

const ID = `${'a'.repeat(32)}.jpeg`;

describe('parseMediaPath', () => {
  it.each<ImageUrlOptions | undefined>([
    undefined,
    { width: 700 },
    { width: 1000, height: 300 },
    { width: 128, strategy: 'fill' },
    { width: 700, height: 210, strategy: 'crop', focusX: 33, focusY: 71 },
    { width: 700, height: 240, strategy: 'letterbox', blur: 20, quality: 60, format: 'auto' },
    { width: 2400, format: 'webp' },
  ])('accepts every URL the builder makes (%o)', (options) => {
    const url = imageUrl(ID, options);
    const parsed = parseMediaPath(url.slice('/media/'.length));
    expect(parsed.id).toBe(ID);
    expect(`/media/${parsed.key ? `${parsed.key}/` : ''}${ID}`).toBe(url);
  });

  it('reads every segment', () => {
    expect(
      parseMediaPath(`resize:crop:700:210/focal:35:70/blur:10/quality:60/format:webp/${ID}`),
    ).toEqual({
      id: ID,
      key: 'resize:crop:700:210/focal:35:70/blur:10/quality:60/format:webp',
      transform: {
        resize: { mode: 'crop', width: 700, height: 210 },
        focal: { x: 35, y: 70 },
        blur: 10,
        quality: 60,
        format: 'webp',
      },
    });
  });

  it('accepts the spec widths, their doubles and the avatar sizes', () => {
    for (const size of [2400, 1000, 700, 350, 2000, 1400, 20, 28, 32, 40, 48, 64, 80, 128, 256])
      expect(() => parseMediaPath(`resize:fit:${size}/${ID}`)).not.toThrow();
  });

  it.each(['resize:fit:699', 'resize:fit:-700', 'resize:fit:7e2', 'focal:50:50', 'quality:', ''])(
    'refuses %s',
    (segment) => {
      expect(() => parseMediaPath(`${segment}/${ID}`)).toThrow(InvalidTransformError);
    },
  );

  it('refuses more segments than the grammar has', () => {
    const many = Array.from({ length: 7 }, () => 'quality:50').join('/');
    expect(() => parseMediaPath(`${many}/${ID}`)).toThrow(InvalidTransformError);
  });
});
