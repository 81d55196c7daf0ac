import { graphql } from '@client/graphql/generated';

export const ONE_CLICK_FOLLOW_QUERY = graphql(`
  query OneClickFollow($username: String!) {
    userResult: user(username: $username) {
      __typename
      ... on User {
        id
        ...FollowButtonUserFields
        bio
        imageId
        followerCount
      }
      ... on NotFound {
        message
      }
      ... on Blocked {
        message
      }
      ... on AccountSuspended {
        message
      }
    }
  }
`);
