import { NotificationTabs } from './notification-tabs';
import styles from './notifications-popover.module.css';
import { NOTIFICATION_TEXTS } from './texts';

/** The bell's popover body: loaded with its data the first time the bell opens. */
export default function NotificationsPopover({ headingId }: { headingId: string }) {
  return (
    <div className={styles.popover}>
      <h2 id={headingId} className={styles.heading}>
        {NOTIFICATION_TEXTS.heading}
      </h2>
      <NotificationTabs />
    </div>
  );
}
