/** Story lifecycle and settings enumerations (routes-entities-shell §3.2). */

/** SCHEDULED: publish settings are chosen and a job makes it public at scheduled_at. */
export type PostLifecycleStatus = 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';

export const LICENSES = [
  'ALL_RIGHTS_RESERVED',
  'CC_40_BY',
  'CC_40_BY_NC',
  'CC_40_BY_NC_ND',
  'CC_40_BY_NC_SA',
  'CC_40_BY_ND',
  'CC_40_BY_SA',
  'CC_40_ZERO',
  'PUBLIC_DOMAIN',
] as const;
export type License = (typeof LICENSES)[number];

export type StatusForCollection = 'PENDING' | 'APPROVED' | 'NOT_YET_SUBMITTED';

/** The tabs of /me/stories/{filterBy}. */
export type StoriesFilter = 'DRAFTS' | 'PUBLIC' | 'UNLISTED';

export const MAX_TAGS_PER_POST = 5;
export const MAX_TAG_LENGTH = 25;
export const MAX_TITLE_LENGTH = 200;
export const MAX_SUBTITLE_LENGTH = 300;
