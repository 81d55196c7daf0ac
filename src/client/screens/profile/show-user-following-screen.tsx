import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  ProfileFollowingQuery,
  ProfileFollowingQueryVariables,
} from '@client/graphql/generated/operations';
import { PROFILE_PEOPLE_PAGE_FIELDS, PROFILE_RESULT_FIELDS } from './profile-fields';
import { profileListScreen } from './profile-list-screen';
import { PROFILE_TEXTS } from './texts';

const PROFILE_FOLLOWING_QUERY: TypedDocumentNode<
  ProfileFollowingQuery,
  ProfileFollowingQueryVariables
> = gql`
  query ProfileFollowing($username: String!, $first: Int, $after: String) {
    user(username: $username) {
      ...ProfileResultFields
      ... on User {
        id
        following(first: $first, after: $after) {
          ...ProfilePeoplePageFields
        }
      }
    }
  }
  ${PROFILE_RESULT_FIELDS}
  ${PROFILE_PEOPLE_PAGE_FIELDS}
`;

/** /@{username}/following: a paged list of people, each with a follow button. */
export const screen = profileListScreen({
  query: PROFILE_FOLLOWING_QUERY,
  kind: 'people',
  field: 'following',
  tab: null,
  suffix: '/following',
  section: PROFILE_TEXTS.followingSection,
  heading: PROFILE_TEXTS.followingHeading,
  emptyText: PROFILE_TEXTS.emptyFollowing,
});
