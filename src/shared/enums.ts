/** Enumerations of routes-entities-shell §3.2 that the code uses, as const tuples. */
export const POST_VISIBILITIES = ['PUBLIC', 'UNLISTED', 'LOCKED'] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];

/** Numeric codes of the visibility values (navigation-signin-search-social §9). */
export const VISIBILITY_CODES: Record<PostVisibility, number> = {
  PUBLIC: 0,
  UNLISTED: 1,
  LOCKED: 2,
};

export const POST_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const PARAGRAPH_TYPES = [
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'BQ',
  'PQ',
  'PRE',
  'IMG',
  'IFRAME',
  'MIXTAPE_EMBED',
  'OLI',
  'ULI',
  'HR',
  'COVER_TITLE',
  'SECTION_CAPTION',
] as const;
export type ParagraphType = (typeof PARAGRAPH_TYPES)[number];

export const MARKUP_TYPES = [
  'A',
  'CODE',
  'COMMENT',
  'EM',
  'HIGHLIGHT',
  'QUERY',
  'QUOTE',
  'STRONG',
  'WARNING',
] as const;
export type MarkupType = (typeof MARKUP_TYPES)[number];
