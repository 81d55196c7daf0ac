import { useEffect } from 'react';
import { useViewer } from '@client/app/use-viewer';
import { NotificationTabs } from '@client/features/notifications/notification-tabs';
import { NOTIFICATION_TEXTS } from '@client/features/notifications/texts';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import { useMarkNotificationsViewed } from '@client/shell/nav-bar/use-mark-notifications-viewed';
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
  const markViewed = useMarkNotificationsViewed();

  // Seeing the page counts as opening the bell: the count goes back to 0.
  useEffect(() => {
    void markViewed();
  }, [markViewed]);

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
