import { SOCIAL_TEXTS } from '@client/features/social/texts';

export type OneClickOutcome = 'signIn' | 'self' | 'already' | 'follow';

/** What arriving at /@{username}/follow does (routes-entities-shell §2.2, §8 Follow). */
export function oneClickOutcome(options: {
  viewerId: string | null;
  user: { id: string; isFollowing: boolean };
}): OneClickOutcome {
  if (!options.viewerId) return 'signIn';
  if (options.viewerId === options.user.id) return 'self';
  return options.user.isFollowing ? 'already' : 'follow';
}

/** The toast for each outcome; null when none (sign-in comes first). */
export function oneClickToast(
  outcome: OneClickOutcome | 'followed' | 'failed',
  name: string,
  productName: string,
): string | null {
  switch (outcome) {
    case 'self':
      return SOCIAL_TEXTS.followSelf(productName);
    case 'already':
      return SOCIAL_TEXTS.alreadyFollowing(name, productName);
    case 'followed':
      return SOCIAL_TEXTS.nowFollowing(name, productName);
    case 'failed':
      return SOCIAL_TEXTS.followFailed;
    default:
      return null;
  }
}
