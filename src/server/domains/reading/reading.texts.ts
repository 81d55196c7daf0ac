/** Messages of the reading domain (claps, reading list, history). */
export const READING_TEXTS = {
  postNotFound: 'Story not found.',
  clapLimit: 'You can clap up to 50 times for a story.',
  ownStory: 'You cannot clap for your own story.',
  clapRange: 'count must be between 1 and 50.',
} as const;
