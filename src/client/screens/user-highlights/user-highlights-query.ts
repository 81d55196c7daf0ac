import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  UserHighlightsQuery,
  UserHighlightsQueryVariables,
} from '../../graphql/generated/operations';

export const USER_HIGHLIGHTS_PAGE_SIZE = 10;

export const USER_HIGHLIGHTS_QUERY: TypedDocumentNode<
  UserHighlightsQuery,
  UserHighlightsQueryVariables
> = gql`
  query UserHighlights($username: String!, $first: Int, $after: String) {
    user(username: $username) {
      __typename
      ... on User {
        id
        name
        username
      }
    }
    userHighlights(username: $username, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          quoteText
          createdAt
          post {
            id
            title
            mediumUrl
            creator {
              id
              name
            }
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

export type UserHighlightEdge = UserHighlightsQuery['userHighlights']['edges'][number];
