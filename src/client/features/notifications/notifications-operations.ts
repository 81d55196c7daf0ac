import type { NotificationsConnectionQuery } from '@client/graphql/generated/graphql';
import { graphql } from '@client/graphql/generated';

/** Notifications per page, in the popover and on the full page. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** The Responses tab's filter (spec §4); the All tab sends none. */
export const RESPONSES_ACTIVITY_TYPE = 'response_created';

export const NOTIFICATIONS_CONNECTION_QUERY = graphql(`
  query notificationsConnection($pagingOptions: NotificationPagingOptions, $activityType: String) {
    notificationsConnection(pagingOptions: $pagingOptions, activityType: $activityType) {
      notifications {
        id
        notificationType
        occurredAt
        isUnread
        actor {
          id
          name
          username
          imageId
          mediumMemberAt
        }
        collection {
          id
          name
          slug
        }
        post {
          id
          title
          mediumUrl
        }
        responsePost {
          id
          mediumUrl
        }
        note {
          id
          content
        }
        noteReply {
          id
          content
        }
        quote {
          id
          quoteParagraphPreview
        }
        milestoneArg
        rollupOthersCount
      }
      pagingInfo {
        next {
          limit
          page
          source
          to
        }
      }
    }
  }
`);

export type NotificationData =
  NotificationsConnectionQuery['notificationsConnection']['notifications'][number];
