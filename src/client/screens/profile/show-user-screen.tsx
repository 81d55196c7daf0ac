import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  ProfileHomeQuery,
  ProfileHomeQueryVariables,
} from '@client/graphql/generated/operations';
import { PROFILE_STORY_PAGE_FIELDS, PROFILE_RESULT_FIELDS } from './profile-fields';
import { profileListScreen } from './profile-list-screen';
import { PROFILE_TEXTS } from './texts';

export const PROFILE_HOME_QUERY: TypedDocumentNode<ProfileHomeQuery, ProfileHomeQueryVariables> =
  gql`
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
    ${PROFILE_RESULT_FIELDS}
    ${PROFILE_STORY_PAGE_FIELDS}
  `;

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
