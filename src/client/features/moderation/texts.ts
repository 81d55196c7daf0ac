/** Spec texts of moderation (routes-entities-shell §4.3, §8) and the staff report queue. */
export const MODERATION_TEXTS = {
  limitedContent: 'The following content is under review as a potential violation of our rules.',
  accountSuspended: 'This account is under investigation or was found in violation of the rules.',
  storySuspended: 'This story is under investigation or was found in violation of the rules.',
} as const;
