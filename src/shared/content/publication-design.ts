/** A publication's home shows at most this many pinned stories, above the latest. */
export const MAX_PINNED_STORIES = 5;
