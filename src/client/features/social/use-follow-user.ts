import { useApolloClient } from '@apollo/client/react';
import { refusalMessage } from '@client/graphql/mutation-outcome';
import { track } from '@client/reporting/install-reporting';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { toggleFollow } from './follow-toggle';
import { SOCIAL_TEXTS } from './texts';

/**
 * Follows or unfollows a person optimistically; on a refusal the button goes
 * back and a toast says why in the server's words (the spec's failure text
 * when it gave none). Answers whether the change stuck.
 */
export function useFollowUser(viewerId: string | null) {
  const client = useApolloClient();
  const { queueToast } = useToasts();

  return async function toggle(user: { id: string; isFollowing: boolean }): Promise<boolean> {
    const outcome = await toggleFollow(client, user, viewerId);
    if (!outcome.ok) {
      queueToast({
        message: refusalMessage(outcome, SOCIAL_TEXTS.followFailed),
        toastStyle: 'ERROR',
      });
      return false;
    }
    track(outcome.data.event, { targetUserId: user.id });
    return true;
  };
}
