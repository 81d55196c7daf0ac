import { useApolloClient } from '@apollo/client/react';
import { track } from '@client/reporting/install-reporting';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { toggleFollow } from './follow-toggle';
import { SOCIAL_TEXTS } from './texts';

/**
 * Follows or unfollows a person optimistically; on failure the button goes
 * back and the spec's toast explains. Answers whether the change stuck.
 */
export function useFollowUser(viewerId: string | null) {
  const client = useApolloClient();
  const { queueToast } = useToasts();

  return async function toggle(user: { id: string; isFollowing: boolean }): Promise<boolean> {
    try {
      const change = await toggleFollow(client, user, viewerId);
      track(change.event, { targetUserId: user.id });
      return true;
    } catch {
      queueToast({ message: SOCIAL_TEXTS.followFailed, toastStyle: 'ERROR' });
      return false;
    }
  };
}
