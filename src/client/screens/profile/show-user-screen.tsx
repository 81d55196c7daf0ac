import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { STORY_CARD_FIELDS } from '../../features/posts/story-list-item';
import type {
  ProfileHomeQuery,
  ProfileHomeQueryVariables,
} from '../../graphql/generated/operations';
import type { ScreenProps } from '../screen';
import { appendUserEdges } from './paged-list';
import { PROFILE_RESULT_FIELDS } from './profile-fields';
import { ProfileLayout } from './profile-layout';
import { profileScreen, profileUserOf, profileVariables } from './profile-screen';
import { StoryListSection } from './story-list-section';
import { PROFILE_TEXTS } from './texts';

export const PROFILE_HOME_QUERY: TypedDocumentNode<ProfileHomeQuery, ProfileHomeQueryVariables> =
  gql`
    query ProfileHome($username: String!, $first: Int, $after: String) {
      user(username: $username) {
        ...ProfileResultFields
        ... on User {
          id
          latestStories(first: $first, after: $after) {
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

/** The profile home and /latest: the user's stories, newest first. */
export function ShowUserScreen(props: ScreenProps) {
  const { data, fetchMore } = useQuery(PROFILE_HOME_QUERY, { variables: profileVariables(props) });
  const user = profileUserOf(data);
  return (
    <ProfileLayout result={data?.user} tab="home">
      {(header) =>
        user ? (
          <StoryListSection
            heading={PROFILE_TEXTS.latestHeading}
            connection={user.latestStories}
            emptyText={PROFILE_TEXTS.emptyStories(header.name)}
            onShowMore={(after) =>
              fetchMore({ variables: { after }, updateQuery: appendUserEdges('latestStories') })
            }
          />
        ) : null
      }
    </ProfileLayout>
  );
}

export const screen = profileScreen({
  query: PROFILE_HOME_QUERY,
  suffix: '',
  section: null,
  Component: ShowUserScreen,
});
