import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  ProfileResponsesQuery,
  ProfileResponsesQueryVariables,
} from '@client/graphql/generated/operations';
import { PROFILE_STORY_PAGE_FIELDS, PROFILE_RESULT_FIELDS } from './profile-fields';
import { profileListScreen } from './profile-list-screen';
import { PROFILE_TEXTS } from './texts';

const PROFILE_RESPONSES_QUERY: TypedDocumentNode<
  ProfileResponsesQuery,
  ProfileResponsesQueryVariables
> = gql`
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
  ${PROFILE_RESULT_FIELDS}
  ${PROFILE_STORY_PAGE_FIELDS}
`;

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
