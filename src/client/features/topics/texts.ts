/** Texts of topics (the follow button's are the spec's follow texts, in social/texts.ts). */
export const TOPIC_TEXTS = {
  special: 'Special',
  staffOnly: 'Staff only',
  followedHeading: 'Topics you follow',
  noneFollowed: 'You follow no topics yet.',
  browse: 'Browse topics',
};

export const followerCountText = (count: number): string =>
  count === 1 ? '1 follower' : `${count} followers`;

/** The staff form on /topics. */
export const NEW_TOPIC_TEXTS = {
  heading: 'New topic',
  name: 'Name',
  slug: 'Address (/topic/…)',
  description: 'Description',
  tags: 'Tags, separated by commas',
  visibility: 'Visibility',
  submit: 'Save topic',
  failed: "Sorry, that didn't work.",
  saved: (name: string) => `${name} saved.`,
};
