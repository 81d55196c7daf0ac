import { ACCESS_TEXTS } from '@shared/access/access-texts';
/** Messages of the profile API (UserResult types; routes-entities-shell §8). */
export const PROFILE_TEXTS = {
  userNotFound: 'User not found.',
  accountSuspended: 'This account is under investigation or was found in violation of the rules.',
  blockedProfile: 'You can’t see this profile: its owner has blocked you.',
  blockedStory: ACCESS_TEXTS.blockedStory,
} as const;

/** Refusals of what a blocked person may no longer do to the blocker's stories. */
export const BLOCKED_ACTION_TEXTS = {
  clap: 'You cannot clap for this story: its author has blocked you.',
  respond: 'You cannot respond to this story: its author has blocked you.',
} as const;
