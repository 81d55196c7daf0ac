/** Texts of the social graph (spec: routes-entities-shell §8 Follow; navigation §8 toasts). */
export const SOCIAL_TEXTS = {
  userNotFound: 'User not found.',
  collectionNotFound: 'Publication not found.',
  followSelf: (product: string) => `You cannot follow yourself on ${product}`,
  alreadyFollowing: (name: string, product: string) =>
    `You're already following ${name} on ${product}`,
  nowFollowing: (name: string, product: string) => `You are now following ${name} on ${product}`,
  followFailed: "Sorry, that didn't work. Click Follow on the page below to try again.",
  followBlocked: 'You cannot follow this user.',
  followWhileBlocking: 'Unblock this user to follow them.',
  blockSelf: 'You cannot block yourself.',
  reportSelf: 'You cannot report yourself.',
  muteSelf: 'You cannot mute yourself.',
  muteOwnCollection: 'You cannot mute a publication you edit.',
  notYourself: 'userId must be your own id.',
  noteTooLong: 'The note can be at most 1000 characters.',
  blocked: 'Successfully blocked user.',
  unblocked: 'Successfully unblocked user.',
  reported: 'Successfully reported user.',
  muted: (name: string) => `${name} has been muted. You will no longer see their stories.`,
  unmuted: (name: string) => `${name} has been unmuted.`,
} as const;
