import { useQuery } from '@apollo/client/react';
import { Link } from '@client/app/link';
import { appendEdges } from '@client/app/paging/append-edges';
import { collectionSubpageUrl } from '@shared/routing/urls';
import { PeopleList } from '../profile/people-list';
import type { ScreenProps } from '../screen';
import { PUBLICATION_FOLLOWERS_QUERY } from './publication-settings-queries';
import { publicationSlugVariables } from './publication-slug';
import styles from './publications.module.css';
import { publicationStaffScreen } from './staff-screen';
import { PUBLICATION_SETTINGS_TEXTS as TEXTS } from './texts';

/** /{collectionSlug}/settings/followers: who follows the publication, newest first, paged. */
function PublicationFollowers(props: ScreenProps) {
  const variables = publicationSlugVariables(props);
  const { data, fetchMore } = useQuery(PUBLICATION_FOLLOWERS_QUERY, { variables });
  const collection = data?.collectionBySlug;
  if (!collection?.viewerIsEditor) return null;
  return (
    <main id="main" className={styles.main}>
      <h1>{TEXTS.followersHeading(collection.name)}</h1>
      <p className={styles.meta}>
        <Link to={collectionSubpageUrl(collection, 'settings/dashboard')}>{TEXTS.dashboard}</Link>
      </p>
      <PeopleList
        heading={TEXTS.followers}
        connection={collection.followers}
        emptyText={TEXTS.noFollowers}
        onShowMore={(after) =>
          fetchMore({
            variables: { ...variables, after },
            updateQuery: (shown, { fetchMoreResult }) =>
              shown.collectionBySlug && fetchMoreResult.collectionBySlug
                ? {
                    ...fetchMoreResult,
                    collectionBySlug: {
                      ...fetchMoreResult.collectionBySlug,
                      followers: appendEdges(
                        shown.collectionBySlug.followers,
                        fetchMoreResult.collectionBySlug.followers,
                      ),
                    },
                  }
                : fetchMoreResult,
          })
        }
      />
    </main>
  );
}

export const screen = publicationStaffScreen({
  query: PUBLICATION_FOLLOWERS_QUERY,
  heading: TEXTS.followers,
  Component: PublicationFollowers,
});
