import { useQuery } from '@apollo/client/react';
import { Link } from '@client/app/link';
import { useViewer } from '@client/app/use-viewer';
import { formatCount } from '@client/features/stats/stats-format';
import { StatsBody } from '@client/features/stats/stats-sections';
import styles from '@client/features/stats/stats.module.css';
import { STATS_TEXTS } from '@client/features/stats/texts';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import type { StoryStatsScreenQuery } from '@client/graphql/generated/graphql';
import { postUrl, statsUrl } from '@shared/routing/urls';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { STORY_STATS_QUERY } from './stats-queries';

const variables = ({ params }: Pick<ScreenProps, 'params'>) => ({ postId: params.postId ?? '' });

/** /me/stats/post/{postId}: one story's figures, for its author and its publication's editors. */
function StoryStatsScreen(props: ScreenProps) {
  const viewer = useViewer();
  const { data } = useQuery(STORY_STATS_QUERY, { variables: variables(props), skip: !viewer });
  if (!viewer)
    return (
      <SignInPrompt
        heading={STATS_TEXTS.heading}
        text={STATS_TEXTS.signInPrompt}
        action={STATS_TEXTS.signIn}
      />
    );
  const story = data?.storyStats;
  if (!story?.totalStats) return null;
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{STATS_TEXTS.storyHeading(story.title)}</h1>
      <nav className={styles.links} aria-label={STATS_TEXTS.heading}>
        <Link to={postUrl(story.id)}>{STATS_TEXTS.readStory}</Link>
        <Link to={statsUrl()}>{STATS_TEXTS.backToStats}</Link>
      </nav>
      <StatsBody
        totals={story.totalStats}
        hourly={story.hourlyStats ?? []}
        daily={story.dailyStats ?? []}
        referrers={story.referrers ?? []}
        isStory
      />
      {story.milestones && story.milestones.length > 0 ? (
        <section className={styles.section} aria-labelledby="stats-milestones">
          <h2 id="stats-milestones" className={styles.sectionHeading}>
            {STATS_TEXTS.milestones}
          </h2>
          <ul className={styles.milestones}>
            {story.milestones.map((milestone) => (
              <li key={milestone}>{STATS_TEXTS.milestone(formatCount(milestone))}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

export const screen: ScreenDefinition<StoryStatsScreenQuery> = {
  query: STORY_STATS_QUERY,
  variables,
  requiresViewer: true,
  // Someone else's story, or none: the same 404, so the page confirms nothing.
  isNotFound: (data) => data !== undefined && !data.storyStats?.totalStats,
  head: () => ({ robots: 'noindex' }),
  refusesFraming: true,
  title: (data, productName) =>
    `${data?.storyStats ? STATS_TEXTS.storyHeading(data.storyStats.title) : STATS_TEXTS.heading} – ${productName}`,
  Component: StoryStatsScreen,
};
