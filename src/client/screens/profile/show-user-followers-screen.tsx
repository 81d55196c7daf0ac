import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  ProfileFollowersQuery,
  ProfileFollowersQueryVariables,
} from '@client/graphql/generated/operations';
import { PROFILE_PEOPLE_PAGE_FIELDS, PROFILE_RESULT_FIELDS } from './profile-fields';
import { profileListScreen } from './profile-list-screen';
import { PROFILE_TEXTS } from './texts';

const PROFILE_FOLLOWERS_QUERY: TypedDocumentNode<
  ProfileFollowersQuery,
  ProfileFollowersQueryVariables
> = gql`
  query ProfileFollowers($username: String!, $first: Int, $after: String) {
    user(username: $username) {
      ...ProfileResultFields
      ... on User {
        id
        followers(first: $first, after: $after) {
          ...ProfilePeoplePageFields
        }
      }
    }
  }
  ${PROFILE_RESULT_FIELDS}
  ${PROFILE_PEOPLE_PAGE_FIELDS}
`;

/** /@{username}/followers: a paged list of people, each with a follow button. */
export const screen = profileListScreen({
  query: PROFILE_FOLLOWERS_QUERY,
  kind: 'people',
  field: 'followers',
  tab: null,
  suffix: '/followers',
  section: PROFILE_TEXTS.followersSection,
  heading: PROFILE_TEXTS.followersHeading,
  emptyText: PROFILE_TEXTS.emptyFollowers,
});
