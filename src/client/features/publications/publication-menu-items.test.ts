import { describe, expect, it } from 'vitest';
import { publicationMenuItems } from './publication-menu-items';
import type { MenuPublication, PublicationMenuItem } from './publication-menu-items';

const classic: MenuPublication = {
  id: 'c1',
  slug: 'field-notes',
  name: 'Field Notes',
  viewerIsEditor: true,
  isAuroraEligible: false,
  isAuroraVisible: false,
  isPartnerProgramEnrolled: false,
  newsletterV3: null,
};

const menu = (overrides: Partial<MenuPublication> = {}) =>
  publicationMenuItems({ ...classic, ...overrides });

const rows = (items: PublicationMenuItem[]) =>
  items.map((item) =>
    item.kind === 'link' ? `${item.label} → ${item.to}` : `${item.label} (${item.kind})`,
  );

describe('publicationMenuItems (navigation §2.4)', () => {
  it('gives a classic publication’s editors its items in the spec order, each to its page', () => {
    expect(rows(menu())).toEqual([
      'New story → /field-notes/new-story',
      'Stories → /field-notes/stories/submissions',
      'Stats → /field-notes/stats/overview',
      'Followers → /field-notes/settings/followers',
      'Newsletter → /field-notes/new-newsletter',
      'Navigation → /field-notes/settings/navigation',
      'Feature pages → /field-notes/settings/feature-pages',
      'Settings → /field-notes/settings',
    ]);
  });

  it('adds Design for an Aurora-eligible publication whose readers still see the classic pages', () => {
    expect(rows(menu({ isAuroraEligible: true }))).toEqual([
      'New story → /field-notes/new-story',
      'Stories → /field-notes/stories/submissions',
      'Stats → /field-notes/stats/overview',
      'Followers → /field-notes/settings/followers',
      'Newsletter → /field-notes/new-newsletter',
      'Navigation → /field-notes/settings/navigation',
      'Feature pages → /field-notes/settings/feature-pages',
      'Settings → /field-notes/settings',
      'Design → /field-notes/design',
    ]);
  });

  it('gives an Aurora publication Homepage and settings, Design and Send feedback, without Navigation and Feature pages', () => {
    expect(rows(menu({ isAuroraEligible: true, isAuroraVisible: true }))).toEqual([
      'New story → /field-notes/new-story',
      'Stories → /field-notes/stories/submissions',
      'Stats → /field-notes/stats/overview',
      'Followers → /field-notes/settings/followers',
      'Newsletter → /field-notes/new-newsletter',
      'Homepage and settings → /field-notes/settings',
      'Design → /field-notes/design',
      'Send feedback (feedback)',
    ]);
  });

  it('counts Aurora visibility without eligibility as the classic pages', () => {
    expect(rows(menu({ isAuroraVisible: true }))).toEqual(rows(menu()));
  });

  it('shows Partner Program after Followers only when the publication is enrolled, as no link', () => {
    const items = menu({ isPartnerProgramEnrolled: true });
    expect(rows(items).slice(3, 6)).toEqual([
      'Followers → /field-notes/settings/followers',
      'Partner Program (note)',
      'Newsletter → /field-notes/new-newsletter',
    ]);
    expect(rows(menu()).some((row) => row.startsWith('Partner Program'))).toBe(false);
  });

  it('leads Newsletter to the newsletter’s settings once the publication has one', () => {
    const items = menu({ newsletterV3: { id: 'n1', slug: 'field-notes-weekly' } });
    expect(rows(items)[4]).toBe(
      'Newsletter → /field-notes/newsletters/field-notes-weekly/settings',
    );
  });

  it('gives writers, readers and visitors no menu at all', () => {
    expect(menu({ viewerIsEditor: false })).toEqual([]);
    expect(menu({ viewerIsEditor: false, isAuroraEligible: true, isAuroraVisible: true })).toEqual(
      [],
    );
  });
});
