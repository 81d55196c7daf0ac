import { ACCESS_TEXTS } from '@shared/access/access-texts';
/** Messages of the profile API (UserResult types; routes-entities-shell §8). */
export const PROFILE_TEXTS = {
  userNotFound: 'User not found.',
  accountSuspended: 'This account is under investigation or was found in violation of the rules.',
  blockedProfile: 'You can’t see this profile: its owner has blocked you.',
  blockedStory: ACCESS_TEXTS.blockedStory,
} as const;
