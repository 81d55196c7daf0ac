import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  ClearReadingHistoryMutation,
  ClearReadingHistoryMutationVariables,
  ReadingHistoryQuery,
  ReadingHistoryQueryVariables,
  RemoveFromReadingHistoryMutation,
  RemoveFromReadingHistoryMutationVariables,
} from '@client/graphql/generated/operations';

export const READING_HISTORY_PAGE_SIZE = 10;

export const READING_HISTORY_QUERY: TypedDocumentNode<
  ReadingHistoryQuery,
  ReadingHistoryQueryVariables
> = gql`
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
`;

export type ReadingHistoryEdge = ReadingHistoryQuery['readingHistory']['edges'][number];

export const REMOVE_FROM_READING_HISTORY_MUTATION: TypedDocumentNode<
  RemoveFromReadingHistoryMutation,
  RemoveFromReadingHistoryMutationVariables
> = gql`
  mutation RemoveFromReadingHistory($postId: ID!) {
    removeFromReadingHistory(postId: $postId)
  }
`;

export const CLEAR_READING_HISTORY_MUTATION: TypedDocumentNode<
  ClearReadingHistoryMutation,
  ClearReadingHistoryMutationVariables
> = gql`
  mutation ClearReadingHistory {
    clearReadingHistory
  }
`;
