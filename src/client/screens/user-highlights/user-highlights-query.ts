import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { PROFILE_RESULT_FIELDS } from '../profile/profile-fields';
import type {
  UserHighlightsQuery,
  UserHighlightsQueryVariables,
} from '@client/graphql/generated/operations';

export const USER_HIGHLIGHTS_PAGE_SIZE = 10;

export const USER_HIGHLIGHTS_QUERY: TypedDocumentNode<
  UserHighlightsQuery,
  UserHighlightsQueryVariables
> = gql`
  query UserHighlights($username: String!, $first: Int, $after: String) {
    user(username: $username) {
      ...ProfileResultFields
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
  ${PROFILE_RESULT_FIELDS}
`;

export type UserHighlightEdge = UserHighlightsQuery['userHighlights']['edges'][number];
