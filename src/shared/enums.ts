/** Enumerations of routes-entities-shell §3.2 that the code uses, as const tuples. */
export const POST_VISIBILITIES = ['PUBLIC', 'UNLISTED', 'LOCKED'] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];

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
