import { describe, expect, it } from 'vitest';
import { cardVersion, storyCardPath, storySocialImage } from './social-image';
import type { CardStory } from './social-image';

const UPDATED = '2026-11-20T10:00:00.000Z';
const story: CardStory = {
  id: 'abc123',
  updatedAt: UPDATED,
  title: 'Low tide',
  authorName: 'Ada Lovelace',
  previewImage: null,
  pictures: [],
};
const photo = {
  id: '0123456789abcdef0123456789abcdef.jpeg',
  originalWidth: 3000,
  originalHeight: 2000,
};
const drawnCard = {
  path: `/_/social/p/abc123/${new Date(UPDATED).getTime().toString(36)}.png`,
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: 'Low tide, by Ada Lovelace',
};

describe('storySocialImage', () => {
  it('cuts the first raster picture to 1200×630 through the image proxy', () => {
    expect(
      storySocialImage({ ...story, pictures: [{ ...photo, alt: 'The harbour wall' }] }),
    ).toEqual({
      path: `/media/resize:fill:1200:630/${photo.id}`,
      width: 1200,
      height: 630,
      type: 'image/jpeg',
      alt: 'The harbour wall',
    });
  });

  it('prefers the preview picture, cut around its focal point', () => {
    const cover = {
      ...photo,
      id: 'ffffffffffffffffffffffffffffffff.png',
      focusPercentX: 20,
      focusPercentY: 70,
    };
    const image = storySocialImage({ ...story, previewImage: cover, pictures: [photo] });
    expect(image.path).toBe(`/media/resize:crop:1200:630/focal:20:70/${cover.id}`);
    expect(image.type).toBe('image/png');
    expect(image.alt).toBe('Low tide');
  });

  it('skips SVG art: a story with only SVG pictures gets the drawn card', () => {
    const svg = { id: 'demo-harbour.svg', originalWidth: 1400, originalHeight: 800 };
    expect(storySocialImage({ ...story, previewImage: svg, pictures: [svg] })).toEqual(drawnCard);
  });

  it('draws a card for a story without pictures, or with only small ones', () => {
    expect(storySocialImage(story)).toEqual(drawnCard);
    const small = { ...photo, originalWidth: 500, originalHeight: 400 };
    expect(storySocialImage({ ...story, pictures: [small] })).toEqual(drawnCard);
  });

  it('announces the size the proxy really makes of a picture smaller than 1200×630', () => {
    const medium = { ...photo, originalWidth: 800, originalHeight: 800 };
    expect(storySocialImage({ ...story, pictures: [medium] })).toMatchObject({
      width: 800,
      height: 420,
    });
  });

  it('sends AVIF as WebP, which crawlers read', () => {
    const avif = { ...photo, id: '0123456789abcdef0123456789abcdef.avif' };
    expect(storySocialImage({ ...story, pictures: [avif] })).toMatchObject({
      path: `/media/resize:fill:1200:630/format:webp/${avif.id}`,
      type: 'image/webp',
    });
  });
});

describe('story card URLs', () => {
  it('change with every version of the story', () => {
    expect(cardVersion(UPDATED)).toBe(cardVersion(new Date(UPDATED)));
    expect(storyCardPath('abc123', UPDATED)).not.toBe(
      storyCardPath('abc123', '2026-11-20T10:00:00.001Z'),
    );
  });
});
