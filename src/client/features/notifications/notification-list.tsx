import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from '@client/app/link';
import { NotificationRow } from './notification-row';
import {
  NOTIFICATIONS_CONNECTION_QUERY,
  NOTIFICATIONS_PAGE_SIZE,
} from './notifications-operations';
import type { NotificationData } from './notifications-operations';
import styles from './notifications.module.css';
import { NOTIFICATION_TEXTS } from './texts';

const YOUR_STATS_PATH = '/me/stats';

export interface NotificationListProps {
  /** Absent for all notifications, `response_created` for responses only. */
  activityType?: string;
  /** Names the list for assistive technology. */
  label: string;
}

function withoutDuplicates(rows: NotificationData[]): NotificationData[] {
  const seen = new Set<string>();
  return rows.filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)));
}

/** The viewer's notifications, newest first, with Older notifications until the end. */
export function NotificationList({ activityType, label }: NotificationListProps) {
  const variables = { pagingOptions: { limit: NOTIFICATIONS_PAGE_SIZE }, activityType };
  // Times read relative to the moment the list was opened; the browser's clock only.
  const [now] = useState(() => new Date());
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const { data, error, loading, fetchMore, refetch } = useQuery(NOTIFICATIONS_CONNECTION_QUERY, {
    variables,
    ssr: false,
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.notificationsConnection;

  if (!connection) {
    if (error && !loading)
      return (
        <div className={styles.status} role="alert">
          {NOTIFICATION_TEXTS.loadFailed}{' '}
          <button type="button" className={styles.textButton} onClick={() => void refetch()}>
            {NOTIFICATION_TEXTS.retry}
          </button>
        </div>
      );
    return (
      <p className={styles.status} role="status">
        {NOTIFICATION_TEXTS.loading}
      </p>
    );
  }

  const next = connection.pagingInfo.next;

  async function loadOlder() {
    if (!next) return;
    setIsLoadingOlder(true);
    try {
      await fetchMore({
        variables: {
          activityType,
          pagingOptions: { limit: next.limit, page: next.page, source: next.source, to: next.to },
        },
        updateQuery: (previous, { fetchMoreResult }) => ({
          notificationsConnection: {
            ...fetchMoreResult.notificationsConnection,
            notifications: withoutDuplicates([
              ...previous.notificationsConnection.notifications,
              ...fetchMoreResult.notificationsConnection.notifications,
            ]),
          },
        }),
      });
    } finally {
      setIsLoadingOlder(false);
    }
  }

  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {connection.notifications.map((notification) => (
          <NotificationRow key={notification.id} notification={notification} now={now} />
        ))}
      </ul>
      <div className={styles.footer}>
        {next ? (
          <button
            type="button"
            className={styles.textButton}
            disabled={isLoadingOlder}
            onClick={() => void loadOlder()}
          >
            {NOTIFICATION_TEXTS.olderNotifications}
          </button>
        ) : (
          <p className={styles.caughtUp}>{NOTIFICATION_TEXTS.allCaughtUp}</p>
        )}
        <Link to={YOUR_STATS_PATH} className={styles.statsLink}>
          {NOTIFICATION_TEXTS.yourStats}
        </Link>
      </div>
    </>
  );
}
