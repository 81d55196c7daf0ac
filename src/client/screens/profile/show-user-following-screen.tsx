import { graphql } from '@client/graphql/generated';
import { profileListScreen } from './profile-list-screen';
import { PROFILE_TEXTS } from './texts';

const PROFILE_FOLLOWING_QUERY = graphql(`
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
`);

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
