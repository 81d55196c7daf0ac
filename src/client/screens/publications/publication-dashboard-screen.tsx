import { useQuery } from '@apollo/client/react';
import { Link } from '@client/app/link';
import { collectionSubpageUrl } from '@shared/routing/urls';
import type { CollectionSubpage } from '@shared/routing/urls';
import type { ScreenProps } from '../screen';
import { PUBLICATION_DASHBOARD_QUERY } from './publication-settings-queries';
import { publicationSlugVariables } from './publication-slug';
import styles from './publications.module.css';
import { publicationStaffScreen } from './staff-screen';
import { PUBLICATION_SETTINGS_TEXTS as TEXTS } from './texts';

/**
 * /{collectionSlug}/settings/dashboard: the publication at a glance for its
 * creator and editors, each count leading to the page that lists it.
 */
function PublicationDashboard(props: ScreenProps) {
  const { data } = useQuery(PUBLICATION_DASHBOARD_QUERY, {
    variables: publicationSlugVariables(props),
  });
  const collection = data?.collectionBySlug;
  if (!collection?.viewerIsEditor) return null;
  const counts: Array<[string, number, CollectionSubpage | null]> = [
    [TEXTS.followers, collection.followerCount, 'settings/followers'],
    [TEXTS.publishedStories, collection.publishedStoryCount, null],
    [TEXTS.waitingSubmissions, collection.pendingSubmissionCount ?? 0, 'stories/submissions'],
  ];
  const links: Array<[string, CollectionSubpage]> = [
    [TEXTS.submissions, 'stories/submissions'],
    [TEXTS.followers, 'settings/followers'],
    [TEXTS.heading, 'settings'],
    [TEXTS.design, 'design'],
    [TEXTS.navigation, 'settings/navigation'],
  ];
  return (
    <main id="main" className={styles.main}>
      <h1>{TEXTS.dashboardHeading(collection.name)}</h1>
      <dl className={styles.list}>
        {counts.map(([label, count, subpage]) => (
          <div key={label} className={styles.row}>
            <dt>
              {subpage ? (
                <Link to={collectionSubpageUrl(collection, subpage)}>{label}</Link>
              ) : (
                label
              )}
            </dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
      <nav aria-label={TEXTS.dashboard}>
        <ul className={styles.list}>
          {links.map(([label, subpage]) => (
            <li key={subpage}>
              <Link to={collectionSubpageUrl(collection, subpage)}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}

export const screen = publicationStaffScreen({
  query: PUBLICATION_DASHBOARD_QUERY,
  heading: TEXTS.dashboard,
  Component: PublicationDashboard,
});
