import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { STORY_CARD_FIELDS } from '../../features/posts/story-list-item';
import type {
  ProfileResponsesQuery,
  ProfileResponsesQueryVariables,
} from '../../graphql/generated/operations';
import type { ScreenProps } from '../screen';
import { appendUserEdges } from './paged-list';
import { PROFILE_RESULT_FIELDS } from './profile-fields';
import { ProfileLayout } from './profile-layout';
import { profileScreen, profileUserOf, profileVariables } from './profile-screen';
import { StoryListSection } from './story-list-section';
import { PROFILE_TEXTS } from './texts';

export const PROFILE_RESPONSES_QUERY: TypedDocumentNode<
  ProfileResponsesQuery,
  ProfileResponsesQueryVariables
> = gql`
  query ProfileResponses($username: String!, $first: Int, $after: String) {
    user(username: $username) {
      ...ProfileResultFields
      ... on User {
        id
        responseStories(first: $first, after: $after) {
          edges {
            cursor
            node {
              ...StoryCardFields
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
  ${PROFILE_RESULT_FIELDS}
  ${STORY_CARD_FIELDS}
`;

function ShowUserResponsesScreen(props: ScreenProps) {
  const { data, fetchMore } = useQuery(PROFILE_RESPONSES_QUERY, {
    variables: profileVariables(props),
  });
  const user = profileUserOf(data);
  return (
    <ProfileLayout result={data?.user} tab="responses">
      {(header) =>
        user ? (
          <StoryListSection
            heading={PROFILE_TEXTS.responsesHeading}
            connection={user.responseStories}
            emptyText={PROFILE_TEXTS.emptyResponses(header.name)}
            onShowMore={(after) =>
              fetchMore({ variables: { after }, updateQuery: appendUserEdges('responseStories') })
            }
          />
        ) : null
      }
    </ProfileLayout>
  );
}

export const screen = profileScreen({
  query: PROFILE_RESPONSES_QUERY,
  suffix: '/responses',
  section: PROFILE_TEXTS.tabs.responses,
  Component: ShowUserResponsesScreen,
});
