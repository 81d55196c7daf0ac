/**
 * Texts of follow, block, report and mute (navigation-signin-search-social §4, §8;
 * routes-entities-shell §8 Follow). The toasts match the server's SOCIAL_TEXTS.
 */
export const SOCIAL_TEXTS = {
  follow: 'Follow',
  following: 'Following',
  followFailed: "Sorry, that didn't work. Click Follow on the page below to try again.",
  nowFollowing: (name: string, product: string) => `You are now following ${name} on ${product}`,
  alreadyFollowing: (name: string, product: string) =>
    `You're already following ${name} on ${product}`,
  followSelf: (product: string) => `You cannot follow yourself on ${product}`,
  blocked: 'Successfully blocked user.',
  unblocked: 'Successfully unblocked user.',
  reported: 'Successfully reported user.',
  muted: (name: string) => `${name} has been muted. You will no longer see their stories.`,
  unmuted: (name: string) => `${name} has been unmuted.`,
  /** Failure texts for block, report and mute are not given by the spec. */
  actionFailed: 'Something went wrong. Please try again.',
  // Menus
  moreActions: (name: string) => `More actions for ${name}`,
  storyMoreActions: 'More actions for this story',
  muteAuthor: 'Mute this author',
  unmuteAuthor: 'Unmute this author',
  mutePublication: 'Mute this publication',
  unmutePublication: 'Unmute this publication',
  blockUser: 'Block this author',
  unblockUser: 'Unblock this author',
  reportUser: 'Report this author',
  // Block dialog
  blockTitle: (name: string) => `Block ${name}?`,
  blockBody:
    'They will no longer be able to follow you or see your stories and responses, and you will no longer see their responses.',
  blockConfirm: 'Block',
  cancel: 'Cancel',
  // Report dialog
  reportTitle: (name: string) => `Report ${name}`,
  reportReasonLegend: 'Why are you reporting this account?',
  reportReasons: {
    SPAM: 'Spam',
    HARASSMENT: 'Harassment',
    RULES_VIOLATION: 'Breaks the rules',
    OTHER: 'Something else',
  },
  reportNote: 'Details (optional)',
  alsoBlock: 'Also block this user',
  report: 'Report',
  reportAndBlock: 'Report and block',
  // Follows dialog
  followersTitle: (name: string) => `${name}'s followers`,
  followersEmpty: 'No followers yet.',
  followersFailed: 'The followers could not be loaded.',
  loading: 'Loading…',
} as const;

/** The susiEntry when a visitor clicks Follow: the sign-up dialog opens (§4 Follow). */
export const FOLLOW_SIGN_IN_ENTRY = 'follow';
