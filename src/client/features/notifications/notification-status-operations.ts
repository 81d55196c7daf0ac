import { graphql } from '@client/graphql/generated';

/**
 * The bell's own operations, apart from the notification list's: every signed-in page
 * carries the bell, and none should carry the list's documents with it.
 */
export const NOTIFICATION_STATUS_QUERY = graphql(`
  query notificationStatus {
    notificationStatus {
      unreadNotificationCount
    }
  }
`);

export const UPDATE_ACTIVITY_LAST_VIEWED = graphql(`
  mutation updateActivityLastViewed {
    updateActivityLastViewed
  }
`);
