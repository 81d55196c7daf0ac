import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  NOTIFICATION_STATUS_QUERY,
  UPDATE_ACTIVITY_LAST_VIEWED,
} from '@client/features/notifications/notification-status-operations';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import { useToasts } from '@client/shell/toasts/toast-provider';

/**
 * Opening the notifications (bell or page) resets the unread count: it drops
 * to 0 at once and the server records the visit in the background. A refusal
 * is said in a toast and the count comes back from the server.
 */
export function useMarkNotificationsViewed(): () => Promise<void> {
  const client = useApolloClient();
  const [markViewed] = useMutationOutcome(UPDATE_ACTIVITY_LAST_VIEWED);
  const { queueToast } = useToasts();
  return useCallback(async () => {
    client.writeQuery({
      query: NOTIFICATION_STATUS_QUERY,
      data: { notificationStatus: { unreadNotificationCount: 0 } },
    });
    const outcome = await markViewed({});
    if (outcome.ok) return;
    queueToast({ message: outcome.message, toastStyle: 'ERROR' });
    void client.refetchQueries({ include: [NOTIFICATION_STATUS_QUERY] });
  }, [client, markViewed, queueToast]);
}
