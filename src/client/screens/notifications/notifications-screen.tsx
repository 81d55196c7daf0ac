import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { useViewer } from '@client/app/use-viewer';
import { NotificationTabs } from '@client/features/notifications/notification-tabs';
import {
  NOTIFICATION_STATUS_QUERY,
  UPDATE_ACTIVITY_LAST_VIEWED,
} from '@client/features/notifications/notifications-operations';
import { NOTIFICATION_TEXTS } from '@client/features/notifications/texts';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import type { ScreenDefinition } from '../screen';
import styles from './notifications-screen.module.css';

/** /me/notifications: the bell's list as a page, for screens too small for the popover. */
function NotificationsScreen() {
  const viewer = useViewer();
  if (!viewer)
    return (
      <SignInPrompt
        heading={NOTIFICATION_TEXTS.heading}
        text={NOTIFICATION_TEXTS.signInPrompt}
        action={NOTIFICATION_TEXTS.signIn}
      />
    );
  return <NotificationsPage />;
}

function NotificationsPage() {
  const client = useApolloClient();
  const [markViewed] = useMutation(UPDATE_ACTIVITY_LAST_VIEWED);

  // Seeing the page counts as opening the bell: the count goes back to 0.
  useEffect(() => {
    client.writeQuery({
      query: NOTIFICATION_STATUS_QUERY,
      data: { notificationStatus: { unreadNotificationCount: 0 } },
    });
    void markViewed().catch(() => undefined);
  }, [client, markViewed]);

  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{NOTIFICATION_TEXTS.heading}</h1>
      <div>
        <NotificationTabs />
      </div>
    </main>
  );
}

export const screen: ScreenDefinition = {
  head: () => ({ robots: 'noindex' }),
  title: (_data, productName) => `${NOTIFICATION_TEXTS.heading} – ${productName}`,
  Component: NotificationsScreen,
};
