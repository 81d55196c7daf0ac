import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Spec (navigation §3): avatar sizes in px, written out here rather than read from the app. */
const SPEC_SIZES: Array<[string, number]> = [
  ['XXXS', 20],
  ['XXS', 28],
  ['XS', 32],
  ['S', 40],
  ['M', 48],
  ['L', 64],
  ['XL', 80],
  ['XXL', 128],
];

interface Ring {
  /** How far the halo reaches beyond the picture, in px (0 without a ring). */
  reach: number;
  /** Ancestors whose overflow cuts into the ring. */
  clippedBy: string[];
}

/** Measures the halo: the outermost box-shadow spread, and whether any ancestor clips it. */
function measureRing(avatar: Locator): Promise<Ring> {
  return avatar.evaluate((element) => {
    const shadow = getComputedStyle(element).boxShadow;
    const spreads = [...shadow.matchAll(/0px 0px 0px (\d+(?:\.\d+)?)px/g)].map((m) => Number(m[1]));
    const reach = spreads.length ? Math.max(...spreads) : 0;
    const box = element.getBoundingClientRect();
    const clippedBy: string[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const outer = node.getBoundingClientRect();
      const fits =
        box.left - reach >= outer.left &&
        box.top - reach >= outer.top &&
        box.right + reach <= outer.right &&
        box.bottom + reach <= outer.bottom;
      if (!fits) clippedBy.push(`${node.tagName.toLowerCase()}.${node.className}`);
    }
    return { reach, clippedBy };
  });
}

test('every avatar size renders at its spec size, and the member halo is drawn whole', async ({
  page,
  visit,
}) => {
  await visit('/_/test/avatars');
  for (const [size, pixels] of SPEC_SIZES) {
    const row = page.locator(`[data-avatar-row="${size}"]`);
    for (const name of ['Rea Reader', 'Ada Member']) {
      const avatar = row.getByRole('img', { name: `${name}, ${size}` });
      const box = await avatar.boundingBox();
      expect(box, `${name} at ${size}`).toMatchObject({ width: pixels, height: pixels });
    }
    const ring = await measureRing(row.getByRole('img', { name: `Ada Member, ${size}` }));
    // Members get the halo at every size but XXXS.
    if (size === 'XXXS') expect(ring.reach).toBe(0);
    else expect(ring.reach, `halo at ${size}`).toBeGreaterThanOrEqual(4);
    expect(ring.clippedBy, `halo at ${size}`).toEqual([]);
  }
});

test('a member’s profile shows the 80 px picture with its whole halo', async ({ page, visit }) => {
  await visit('/@ada');
  const header = page.locator('main header').first();
  const avatar = header.locator('[data-size="XL"]');
  expect(await avatar.boundingBox()).toMatchObject({ width: 80, height: 80 });
  await expect(avatar).toHaveAttribute('data-halo', 'true');
  const ring = await measureRing(avatar);
  expect(ring.reach).toBeGreaterThanOrEqual(4);
  expect(ring.clippedBy).toEqual([]);
});
