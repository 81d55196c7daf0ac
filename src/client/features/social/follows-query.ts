import { graphql } from '@client/graphql/generated';

export const FOLLOWS_PAGE_SIZE = 10;

export const FOLLOWS_DIALOG_QUERY = graphql(`
  query FollowsDialog($username: String!, $first: Int, $after: String) {
    user(username: $username) {
      __typename
      ... on User {
        id
        followers(first: $first, after: $after) {
          edges {
            cursor
            node {
              ...FollowButtonUserFields
              imageId
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`);

/** A row is rendered only when it has both a name and a username (navigation §2.3). */
export function isListable(person: { name?: string | null; username?: string | null }): boolean {
  return Boolean(person.name && person.username);
}
