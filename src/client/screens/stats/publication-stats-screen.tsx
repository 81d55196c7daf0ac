import { useQuery } from '@apollo/client/react';
import { StatsBody } from '@client/features/stats/stats-sections';
import styles from '@client/features/stats/stats.module.css';
import { StoryStatsList } from '@client/features/stats/story-stats-list';
import { STATS_TEXTS } from '@client/features/stats/texts';
import type { ScreenProps } from '../screen';
import { publicationSlugVariables } from '../publications/publication-slug';
import { publicationStaffScreen } from '../publications/staff-screen';
import { PUBLICATION_STATS_QUERY } from './stats-queries';

/** /{collectionSlug}/stats/overview: the publication's stories' figures summed, for its staff. */
function PublicationStats(props: ScreenProps) {
  const { data } = useQuery(PUBLICATION_STATS_QUERY, {
    variables: publicationSlugVariables(props),
  });
  const collection = data?.collectionBySlug;
  const stats = collection?.stats;
  if (!collection?.viewerIsEditor || !stats) return null;
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{STATS_TEXTS.publicationHeading(collection.name)}</h1>
      <StatsBody
        totals={stats.totalStats}
        hourly={stats.hourlyStats}
        daily={stats.dailyStats}
        referrers={stats.referrers}
      />
      <StoryStatsList stories={stats.stories} />
    </main>
  );
}

export const screen = publicationStaffScreen({
  query: PUBLICATION_STATS_QUERY,
  heading: STATS_TEXTS.heading,
  Component: PublicationStats,
});
