import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AVATAR_SIZES } from '@shared/media/image-sizes';
import { Avatar, hasHalo } from './avatar';
import type { AvatarSize } from './avatar';

const member = { name: 'Ada Lovelace', imageId: 'ada.png', mediumMemberAt: '2026-01-01T00:00:00Z' };
const reader = { name: 'Grace Brewster Hopper', imageId: null, mediumMemberAt: null };

describe('Avatar', () => {
  it('has the spec sizes in px', () => {
    expect(AVATAR_SIZES).toEqual({
      XXXS: 20,
      XXS: 28,
      XS: 32,
      S: 40,
      M: 48,
      L: 64,
      XL: 80,
      XXL: 128,
    });
  });

  it('rings a member at every size except XXXS, and never a non-member', () => {
    const sizes = Object.keys(AVATAR_SIZES) as AvatarSize[];
    expect(sizes.filter((size) => hasHalo(member, size))).toEqual(
      sizes.filter((size) => size !== 'XXXS'),
    );
    expect(sizes.filter((size) => hasHalo(reader, size))).toEqual([]);
    expect(renderToStaticMarkup(<Avatar user={member} size="L" />)).toContain('data-halo="true"');
    expect(renderToStaticMarkup(<Avatar user={member} size="XXXS" />)).not.toContain('data-halo');
  });

  it('loads the picture through the image proxy at the size and twice the size', () => {
    const html = renderToStaticMarkup(<Avatar user={member} size="XL" />);
    expect(html).toContain('src="/media/resize:fill:80:80/ada.png"');
    expect(html).toContain('srcSet="/media/resize:fill:160:160/ada.png 2x"');
    expect(html).toContain('width="80"');
    expect(html).toContain('alt=""');
  });

  it('shows the initials of the first and last name without a picture', () => {
    const html = renderToStaticMarkup(
      <Avatar user={reader} size="M" label="Grace Brewster Hopper" />,
    );
    expect(html).toContain('>GH<');
    expect(html).not.toContain('<img');
    expect(html).toContain('aria-label="Grace Brewster Hopper"');
  });
});
