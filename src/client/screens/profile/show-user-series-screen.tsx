import { useQuery } from '@apollo/client/react';
import { graphql } from '@client/graphql/generated';
import type { ScreenProps } from '../screen';
import styles from './profile.module.css';
import { ProfileLayout } from './profile-layout';
import { profileScreen, profileVariables } from './profile-screen';
import { PROFILE_TEXTS } from './texts';

const PROFILE_SERIES_QUERY = graphql(`
  query ProfileSeries($username: String!) {
    user(username: $username) {
      ...ProfileResultFields
    }
  }
`);

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
