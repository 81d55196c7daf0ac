import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  ProfileRecommendedQuery,
  ProfileRecommendedQueryVariables,
} from '@client/graphql/generated/operations';
import { PROFILE_STORY_PAGE_FIELDS, PROFILE_RESULT_FIELDS } from './profile-fields';
import { profileListScreen } from './profile-list-screen';
import { PROFILE_TEXTS } from './texts';

const PROFILE_RECOMMENDED_QUERY: TypedDocumentNode<
  ProfileRecommendedQuery,
  ProfileRecommendedQueryVariables
> = gql`
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
  ${PROFILE_RESULT_FIELDS}
  ${PROFILE_STORY_PAGE_FIELDS}
`;

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
