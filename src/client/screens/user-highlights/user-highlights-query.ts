import type { UserHighlightsQuery } from '@client/graphql/generated/graphql';
import { graphql } from '@client/graphql/generated';

export const USER_HIGHLIGHTS_PAGE_SIZE = 10;

export const USER_HIGHLIGHTS_QUERY = graphql(`
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
`);

export type UserHighlightEdge = UserHighlightsQuery['userHighlights']['edges'][number];
