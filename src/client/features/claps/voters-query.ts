import { graphql } from '@client/graphql/generated';

export const VOTERS_PAGE_SIZE = 20;

/** Who clapped for a story, most recent first, with how many times each did. */
export const POST_VOTERS = graphql(`
  query PostVoters($postId: ID!, $first: Int!, $after: String) {
    postResult(id: $postId) {
      __typename
      ... on Post {
        id
        voters(first: $first, after: $after) {
          edges {
            clapCount
            cursor
            node {
              id
              name
              username
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
