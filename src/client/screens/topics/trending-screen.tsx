import { useQuery } from '@apollo/client/react';
import { Link } from '@client/app/link';
import { StoryListItem } from '@client/features/posts/story-list-item';
import { FollowTopicButton } from '@client/features/topics/follow-topic-button';
import type { TrendingScreenQuery } from '@client/graphql/generated/graphql';
import { TRENDING_MODES } from '@shared/topics/trending-modes';
import { topicUrl, trendingUrl } from '@shared/routing/urls';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { TRENDING_SCREEN_QUERY } from './topics-query';
import styles from './topics.module.css';
import { TOPICS_TEXTS, TRENDING_MODE_LABELS, trendingTitle } from './texts';

const variablesOf = ({ params }: Pick<ScreenProps, 'params'>) => ({
  mode: params.mode ?? TRENDING_MODES[0],
  topicSlug: params.topicSlug ? params.topicSlug.toLowerCase() : null,
});

function PillNav(props: {
  label: string;
  items: Array<{ key: string; to: string; text: string; current: boolean }>;
}) {
  return (
    <nav aria-label={props.label}>
      <ul className={styles.pills}>
        {props.items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              className={styles.pill}
              aria-current={item.current ? 'page' : undefined}
            >
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /trending, /trending/mode/{mode} and …/topic/{topicSlug}: stories ranked by recent activity. */
function TrendingScreen(props: ScreenProps) {
  const { data } = useQuery(TRENDING_SCREEN_QUERY, { variables: variablesOf(props) });
  const trending = data?.trending;
  if (!trending) return null;
  const topic = trending.topic;
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>
        {topic ? TOPICS_TEXTS.trendingIn(topic.name) : TOPICS_TEXTS.trendingHeading}
      </h1>
      {topic ? (
        <div className={styles.meta}>
          <Link to={topicUrl(topic.slug)}>{topic.name}</Link>
          <FollowTopicButton topic={topic} />
        </div>
      ) : null}
      <PillNav
        label={TOPICS_TEXTS.modesLabel}
        items={TRENDING_MODES.map((mode) => ({
          key: mode,
          to: trendingUrl(mode, topic?.slug),
          text: TRENDING_MODE_LABELS[mode] ?? mode,
          current: mode === trending.mode,
        }))}
      />
      <PillNav
        label={TOPICS_TEXTS.topicsLabel}
        items={[
          {
            key: '',
            to: trendingUrl(trending.mode),
            text: TOPICS_TEXTS.allTopics,
            current: !topic,
          },
          ...(data.topics ?? []).map((listed) => ({
            key: listed.id,
            to: trendingUrl(trending.mode, listed.slug),
            text: listed.name,
            current: listed.slug === topic?.slug,
          })),
        ]}
      />
      {trending.stories.length === 0 ? (
        <p className={styles.empty}>{TOPICS_TEXTS.emptyTrending}</p>
      ) : null}
      <ol className={styles.list}>
        {trending.stories.map((story) => (
          <li key={story.id}>
            <StoryListItem story={story} />
          </li>
        ))}
      </ol>
    </main>
  );
}

export const screen: ScreenDefinition<TrendingScreenQuery> = {
  query: TRENDING_SCREEN_QUERY,
  variables: variablesOf,
  isNotFound: (data) => !data?.trending,
  canonicalPath: (data) =>
    data?.trending ? trendingUrl(data.trending.mode, data.trending.topic?.slug) : null,
  title: (data, productName) =>
    trendingTitle(TRENDING_MODE_LABELS[data?.trending?.mode ?? ''] ?? '', productName),
  description: () => TOPICS_TEXTS.trendingHeading,
  Component: TrendingScreen,
};
