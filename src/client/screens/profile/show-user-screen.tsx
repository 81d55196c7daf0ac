import { graphql } from '@client/graphql/generated';
import { profileListScreen } from './profile-list-screen';
import { PROFILE_TEXTS } from './texts';

export const PROFILE_HOME_QUERY = graphql(`
  query ProfileHome($username: String!, $first: Int, $after: String) {
    user(username: $username) {
      ...ProfileResultFields
      ... on User {
        id
        latestStories(first: $first, after: $after) {
          ...ProfileStoryPageFields
        }
      }
    }
  }
`);

/** The profile home: the user’s stories, newest first. */
export const screen = profileListScreen({
  query: PROFILE_HOME_QUERY,
  kind: 'stories',
  field: 'latestStories',
  tab: 'home',
  suffix: '',
  section: null,
  heading: () => PROFILE_TEXTS.latestHeading,
  emptyText: PROFILE_TEXTS.emptyStories,
});
