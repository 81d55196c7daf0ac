import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type {
  ProfileFollowingQuery,
  ProfileFollowingQueryVariables,
} from '../../graphql/generated/operations';
import type { ScreenProps } from '../screen';
import { appendUserEdges } from './paged-list';
import { PeopleList } from './people-list';
import { PROFILE_PERSON_FIELDS, PROFILE_RESULT_FIELDS } from './profile-fields';
import { ProfileLayout } from './profile-layout';
import { profileScreen, profileUserOf, profileVariables } from './profile-screen';
import { PROFILE_TEXTS } from './texts';

const PROFILE_FOLLOWING_QUERY: TypedDocumentNode<
  ProfileFollowingQuery,
  ProfileFollowingQueryVariables
> = gql`
  query ProfileFollowing($username: String!, $first: Int, $after: String) {
    user(username: $username) {
      ...ProfileResultFields
      ... on User {
        id
        following(first: $first, after: $after) {
          edges {
            cursor
            node {
              ...ProfilePersonFields
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
  ${PROFILE_PERSON_FIELDS}
`;

/** /@{username}/following: a paged list of people, each with a follow button. */
function ShowUserFollowingScreen(props: ScreenProps) {
  const { data, fetchMore } = useQuery(PROFILE_FOLLOWING_QUERY, {
    variables: profileVariables(props),
  });
  const user = profileUserOf(data);
  return (
    <ProfileLayout result={data?.user} tab={null}>
      {(header) =>
        user ? (
          <PeopleList
            heading={PROFILE_TEXTS.followingHeading(header.name)}
            connection={user.following}
            emptyText={PROFILE_TEXTS.emptyFollowing(header.name)}
            onShowMore={(after) =>
              fetchMore({ variables: { after }, updateQuery: appendUserEdges('following') })
            }
          />
        ) : null
      }
    </ProfileLayout>
  );
}

export const screen = profileScreen({
  query: PROFILE_FOLLOWING_QUERY,
  suffix: '/following',
  section: PROFILE_TEXTS.followingSection,
  Component: ShowUserFollowingScreen,
});
