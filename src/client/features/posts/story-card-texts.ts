/** Texts of a story card's counts: a short visible form and a full one for screen readers. */
export const STORY_CARD_TEXTS = {
  claps: (count: number) => `${count} ${count === 1 ? 'clap' : 'claps'}`,
  responses: (count: number) => `${count} ${count === 1 ? 'response' : 'responses'}`,
};
