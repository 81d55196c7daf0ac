import { graphql } from '@client/graphql/generated';
import { profileListScreen } from './profile-list-screen';
import { PROFILE_TEXTS } from './texts';

const PROFILE_RESPONSES_QUERY = graphql(`
  query ProfileResponses($username: String!, $first: Int, $after: String) {
    user(username: $username) {
      ...ProfileResultFields
      ... on User {
        id
        responseStories(first: $first, after: $after) {
          ...ProfileStoryPageFields
        }
      }
    }
  }
`);

/** /@{username}/responses: the user’s responses. */
export const screen = profileListScreen({
  query: PROFILE_RESPONSES_QUERY,
  kind: 'stories',
  field: 'responseStories',
  tab: 'responses',
  suffix: '/responses',
  section: PROFILE_TEXTS.tabs.responses,
  heading: () => PROFILE_TEXTS.responsesHeading,
  emptyText: PROFILE_TEXTS.emptyResponses,
});
