import type { AdminReportsQuery } from '@client/graphql/generated/graphql';
import { graphql } from '@client/graphql/generated';

export const ADMIN_REPORTS_PAGE_SIZE = 10;

/** The staff queue; it fails (FORBIDDEN) for anyone but staff, which the page turns into a 404. */
export const ADMIN_REPORTS_QUERY = graphql(`
  query AdminReports($status: ReportStatus!, $first: Int!, $after: String) {
    viewer {
      id
      isStaff
    }
    userReports(status: $status, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          status
          reason
          note
          createdAt
          reviewedAt
          targetUser {
            id
            username
            name
            isSuspended
          }
          reporter {
            id
            username
            name
          }
          targetRecentStories(first: 5) {
            id
            title
            mediumUrl
            isSuspended
            isLimited
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export type AdminReportsData = AdminReportsQuery;
export type ReportNode = AdminReportsQuery['userReports']['edges'][number]['node'];
export type ReportStory = ReportNode['targetRecentStories'][number];
