import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { STORY_CARD_FIELDS } from '../../features/posts/story-list-item';
import type {
  ProfileRecommendedQuery,
  ProfileRecommendedQueryVariables,
} from '../../graphql/generated/operations';
import type { ScreenProps } from '../screen';
import { appendUserEdges } from './paged-list';
import { PROFILE_RESULT_FIELDS } from './profile-fields';
import { ProfileLayout } from './profile-layout';
import { profileScreen, profileUserOf, profileVariables } from './profile-screen';
import { StoryListSection } from './story-list-section';
import { PROFILE_TEXTS } from './texts';

export const PROFILE_RECOMMENDED_QUERY: TypedDocumentNode<
  ProfileRecommendedQuery,
  ProfileRecommendedQueryVariables
> = gql`
  query ProfileRecommended($username: String!, $first: Int, $after: String) {
    user(username: $username) {
      ...ProfileResultFields
      ... on User {
        id
        recommendedStories(first: $first, after: $after) {
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

function ShowUserHasRecommendedScreen(props: ScreenProps) {
  const { data, fetchMore } = useQuery(PROFILE_RECOMMENDED_QUERY, {
    variables: profileVariables(props),
  });
  const user = profileUserOf(data);
  return (
    <ProfileLayout result={data?.user} tab="recommended">
      {(header) =>
        user ? (
          <StoryListSection
            heading={PROFILE_TEXTS.recommendedHeading(header.name)}
            connection={user.recommendedStories}
            emptyText={PROFILE_TEXTS.emptyRecommended(header.name)}
            onShowMore={(after) =>
              fetchMore({
                variables: { after },
                updateQuery: appendUserEdges('recommendedStories'),
              })
            }
          />
        ) : null
      }
    </ProfileLayout>
  );
}

export const screen = profileScreen({
  query: PROFILE_RECOMMENDED_QUERY,
  suffix: '/has-recommended',
  section: PROFILE_TEXTS.tabs.recommended,
  Component: ShowUserHasRecommendedScreen,
});
