import type { ReadingHistoryQuery } from '@client/graphql/generated/graphql';
import { graphql } from '@client/graphql/generated';

export const READING_HISTORY_PAGE_SIZE = 10;

export const READING_HISTORY_QUERY = graphql(`
  query ReadingHistory($first: Int, $after: String) {
    readingHistory(first: $first, after: $after) {
      edges {
        cursor
        readAt
        node {
          id
          title
          subtitle
          mediumUrl
          readingTime
          creator {
            id
            name
            username
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

export type ReadingHistoryEdge = ReadingHistoryQuery['readingHistory']['edges'][number];

export const REMOVE_FROM_READING_HISTORY_MUTATION = graphql(`
  mutation RemoveFromReadingHistory($postId: ID!) {
    removeFromReadingHistory(postId: $postId)
  }
`);

export const CLEAR_READING_HISTORY_MUTATION = graphql(`
  mutation ClearReadingHistory {
    clearReadingHistory
  }
`);
