import { graphql } from '@client/graphql/generated';
import { profileListScreen } from './profile-list-screen';
import { PROFILE_TEXTS } from './texts';

const PROFILE_FOLLOWERS_QUERY = graphql(`
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
`);

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
