import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type {
  ProfileSeriesQuery,
  ProfileSeriesQueryVariables,
} from '@client/graphql/generated/operations';
import type { ScreenProps } from '../screen';
import styles from './profile.module.css';
import { PROFILE_RESULT_FIELDS } from './profile-fields';
import { ProfileLayout } from './profile-layout';
import { profileScreen, profileVariables } from './profile-screen';
import { PROFILE_TEXTS } from './texts';

const PROFILE_SERIES_QUERY: TypedDocumentNode<ProfileSeriesQuery, ProfileSeriesQueryVariables> =
  gql`
    query ProfileSeries($username: String!) {
      user(username: $username) {
        ...ProfileResultFields
      }
    }
    ${PROFILE_RESULT_FIELDS}
  `;

const variables = ({ params }: Pick<ScreenProps, 'params'>) => ({
  username: profileVariables({ params }).username,
});

/** /@{username}/series: series are not published yet, so the tab says so politely. */
function ShowUserSeriesScreen(props: ScreenProps) {
  const { data } = useQuery(PROFILE_SERIES_QUERY, { variables: variables(props) });
  return (
    <ProfileLayout result={data?.user} tab="series">
      {(user) => (
        <>
          <h2 className={styles.sectionHeading}>{PROFILE_TEXTS.seriesHeading}</h2>
          <p className={styles.message}>{PROFILE_TEXTS.emptySeries(user.name)}</p>
        </>
      )}
    </ProfileLayout>
  );
}

export const screen = profileScreen({
  query: PROFILE_SERIES_QUERY,
  suffix: '/series',
  section: PROFILE_TEXTS.tabs.series,
  variables,
  Component: ShowUserSeriesScreen,
});
