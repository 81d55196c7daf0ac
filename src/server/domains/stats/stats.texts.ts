export const STATS_TEXTS = {
  // The same answer whether the story does not exist or is someone else's: stats confirm nothing.
  storyNotFound: 'Story not found.',
} as const;
