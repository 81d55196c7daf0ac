/** How a publication's home presents itself (spec routes-entities-shell §3.2). */

export type HeaderScale = 'SMALL' | 'MEDIUM' | 'LARGE';

/** LOGO shows the avatar as the publication's name; TEXT writes the name out. */
export type NameTreatment = 'LOGO' | 'TEXT';

/** HEADER puts the tagline under the name; SIDEBAR beside the stories. */
export type TaglineTreatment = 'HEADER' | 'SIDEBAR';

/** A publication's home shows at most this many pinned stories, above the latest. */
export const MAX_PINNED_STORIES = 5;
