import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type {
  ProfileFollowersQuery,
  ProfileFollowersQueryVariables,
} from '../../graphql/generated/operations';
import type { ScreenProps } from '../screen';
import { appendUserEdges } from './paged-list';
import { PeopleList } from './people-list';
import { PROFILE_PERSON_FIELDS, PROFILE_RESULT_FIELDS } from './profile-fields';
import { ProfileLayout } from './profile-layout';
import { profileScreen, profileUserOf, profileVariables } from './profile-screen';
import { PROFILE_TEXTS } from './texts';

const PROFILE_FOLLOWERS_QUERY: TypedDocumentNode<
  ProfileFollowersQuery,
  ProfileFollowersQueryVariables
> = gql`
  query ProfileFollowers($username: String!, $first: Int, $after: String) {
    user(username: $username) {
      ...ProfileResultFields
      ... on User {
        id
        followers(first: $first, after: $after) {
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

/** /@{username}/followers: a paged list of people, each with a follow button. */
function ShowUserFollowersScreen(props: ScreenProps) {
  const { data, fetchMore } = useQuery(PROFILE_FOLLOWERS_QUERY, {
    variables: profileVariables(props),
  });
  const user = profileUserOf(data);
  return (
    <ProfileLayout result={data?.user} tab={null}>
      {(header) =>
        user ? (
          <PeopleList
            heading={PROFILE_TEXTS.followersHeading(header.name)}
            connection={user.followers}
            emptyText={PROFILE_TEXTS.emptyFollowers(header.name)}
            onShowMore={(after) =>
              fetchMore({ variables: { after }, updateQuery: appendUserEdges('followers') })
            }
          />
        ) : null
      }
    </ProfileLayout>
  );
}

export const screen = profileScreen({
  query: PROFILE_FOLLOWERS_QUERY,
  suffix: '/followers',
  section: PROFILE_TEXTS.followersSection,
  Component: ShowUserFollowersScreen,
});
