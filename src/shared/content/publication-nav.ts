/**
 * A publication's navigation items (spec §3.2 nav item types), shared by the
 * server that checks them and the settings page that edits them.
 */
export const NAV_ITEM_TYPES = [
  'ABOUT_PAGE',
  'ARCHIVE',
  'EXTERNAL_LINK',
  'POST',
  'TAG',
  'TOPIC_PAGE',
] as const;

export type NavItemType = (typeof NAV_ITEM_TYPES)[number];

/** A header holds this many items besides Home before it wraps on a phone. */
export const MAX_NAV_ITEMS = 8;

export const MAX_NAV_TITLE_LENGTH = 40;
