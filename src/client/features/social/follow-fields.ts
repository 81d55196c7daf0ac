import { gql } from '@apollo/client';

/** What a follow button needs of a person; spread into every query that shows one. */
export const FOLLOW_BUTTON_USER_FIELDS = gql`
  fragment FollowButtonUserFields on User {
    id
    name
    username
    isFollowing
  }
`;
