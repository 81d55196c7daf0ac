import { useQuery } from '@apollo/client/react';
import { useViewer } from '@client/app/use-viewer';
import { StatsBody } from '@client/features/stats/stats-sections';
import styles from '@client/features/stats/stats.module.css';
import { StoryStatsList } from '@client/features/stats/story-stats-list';
import { STATS_TEXTS } from '@client/features/stats/texts';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import type { ViewerStatsScreenQuery } from '@client/graphql/generated/graphql';
import type { ScreenDefinition } from '../screen';
import { VIEWER_STATS_QUERY } from './stats-queries';

/** /me/stats: the viewer's stories' figures summed, and each story's. */
function WriterStatsScreen() {
  const viewer = useViewer();
  const { data } = useQuery(VIEWER_STATS_QUERY, { skip: !viewer });
  if (!viewer)
    return (
      <SignInPrompt
        heading={STATS_TEXTS.heading}
        text={STATS_TEXTS.signInPrompt}
        action={STATS_TEXTS.signIn}
      />
    );
  const stats = data?.viewerStats;
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{STATS_TEXTS.heading}</h1>
      {stats ? (
        <>
          <StatsBody
            totals={stats.totalStats}
            hourly={stats.hourlyStats}
            daily={stats.dailyStats}
            referrers={stats.referrers}
          />
          <StoryStatsList stories={stats.stories} />
        </>
      ) : null}
    </main>
  );
}

export const screen: ScreenDefinition<ViewerStatsScreenQuery> = {
  query: VIEWER_STATS_QUERY,
  requiresViewer: true,
  head: () => ({ robots: 'noindex' }),
  refusesFraming: true,
  title: (_data, productName) => `${STATS_TEXTS.heading} – ${productName}`,
  Component: WriterStatsScreen,
};
