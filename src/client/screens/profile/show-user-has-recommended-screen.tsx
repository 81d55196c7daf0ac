import { graphql } from '@client/graphql/generated';
import { profileListScreen } from './profile-list-screen';
import { PROFILE_TEXTS } from './texts';

const PROFILE_RECOMMENDED_QUERY = graphql(`
  query ProfileRecommended($username: String!, $first: Int, $after: String) {
    user(username: $username) {
      ...ProfileResultFields
      ... on User {
        id
        recommendedStories(first: $first, after: $after) {
          ...ProfileStoryPageFields
        }
      }
    }
  }
`);

/** /@{username}/has-recommended: the stories the user clapped for. */
export const screen = profileListScreen({
  query: PROFILE_RECOMMENDED_QUERY,
  kind: 'stories',
  field: 'recommendedStories',
  tab: 'recommended',
  suffix: '/has-recommended',
  section: PROFILE_TEXTS.tabs.recommended,
  heading: PROFILE_TEXTS.recommendedHeading,
  emptyText: PROFILE_TEXTS.emptyRecommended,
});
