import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { FOLLOW_BUTTON_USER_FIELDS } from '@client/features/social/follow-fields';
import type {
  OneClickFollowQuery,
  OneClickFollowQueryVariables,
} from '@client/graphql/generated/operations';

export const ONE_CLICK_FOLLOW_QUERY: TypedDocumentNode<
  OneClickFollowQuery,
  OneClickFollowQueryVariables
> = gql`
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
  ${FOLLOW_BUTTON_USER_FIELDS}
`;
