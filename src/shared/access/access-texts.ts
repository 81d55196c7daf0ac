/**
 * What a reader is told when the access room refuses a story or an action.
 * The posts, users and moderation texts name these same sentences.
 */
export const ACCESS_TEXTS = {
  notFound: 'Post not found.',
  removedByUser: 'This story was deleted by its author.',
  postSuspended: 'This story is under investigation or was found in violation of the rules.',
  accountSuspended: 'This account is under investigation or was found in violation of the rules.',
  blockedStory: 'You can’t read this story: its author has blocked you.',
  viewerSuspended: 'Your account is suspended: you cannot write, respond or take notes.',
} as const;
