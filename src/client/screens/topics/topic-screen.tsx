import { useQuery } from '@apollo/client/react';
import { Link } from '@client/app/link';
import { appendEdges } from '@client/app/paging/append-edges';
import { ShowMore } from '@client/ui/show-more';
import { StoryListItem } from '@client/features/posts/story-list-item';
import { FollowTopicButton } from '@client/features/topics/follow-topic-button';
import { followerCountText } from '@client/features/topics/texts';
import type { TopicScreenQuery } from '@client/graphql/generated/graphql';
import { TRENDING_MODES } from '@shared/topics/trending-modes';
import { tagUrl, topicUrl, trendingUrl } from '@shared/routing/urls';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { TOPIC_SCREEN_QUERY } from './topics-query';
import styles from './topics.module.css';
import { TOPICS_TEXTS, topicDescription, topicTitle } from './texts';

const variablesOf = ({ params }: Pick<ScreenProps, 'params'>) => ({
  slug: (params.topicSlug ?? '').toLowerCase(),
});

/** /topic/{topicSlug}: the topic, its follow button, its top and latest stories. */
function TopicScreen(props: ScreenProps) {
  const variables = variablesOf(props);
  const { data, fetchMore } = useQuery(TOPIC_SCREEN_QUERY, { variables });
  const topic = data?.topic;
  if (!topic) return null;
  const latest = topic.latestStories;

  async function showMore() {
    const after = latest.pageInfo.endCursor;
    if (!after) return;
    await fetchMore({
      variables: { ...variables, after },
      updateQuery: (shown, { fetchMoreResult }) =>
        shown.topic && fetchMoreResult.topic
          ? {
              ...shown,
              topic: {
                ...shown.topic,
                latestStories: appendEdges(
                  shown.topic.latestStories,
                  fetchMoreResult.topic.latestStories,
                ),
              },
            }
          : shown,
    });
  }
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{topic.name}</h1>
      <div className={styles.meta}>
        {topic.description ? <span>{topic.description}</span> : null}
        <span>{followerCountText(topic.followerCount)}</span>
        <Link to={trendingUrl(TRENDING_MODES[0], topic.slug)}>{TOPICS_TEXTS.topicTrending}</Link>
        <FollowTopicButton topic={topic} />
      </div>
      <nav aria-label={TOPICS_TEXTS.tagsLabel}>
        <ul className={styles.pills}>
          {topic.tagSlugs.map((tag) => (
            <li key={tag}>
              <Link to={tagUrl(tag)} className={styles.pill}>
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {topic.topStories.length > 0 ? (
        <section aria-labelledby="topic-top">
          <h2 id="topic-top" className={styles.section}>
            {TOPICS_TEXTS.top}
          </h2>
          {topic.topStories.map((story) => (
            <StoryListItem key={story.id} story={story} />
          ))}
        </section>
      ) : null}
      <section aria-labelledby="topic-latest">
        <h2 id="topic-latest" className={styles.section}>
          {TOPICS_TEXTS.latest}
        </h2>
        {latest.edges.length === 0 ? (
          <p className={styles.empty}>{TOPICS_TEXTS.emptyTopic}</p>
        ) : null}
        {latest.edges.map((edge) => (
          <StoryListItem key={edge.node.id} story={edge.node} />
        ))}
        <ShowMore hasMore={latest.pageInfo.hasNextPage} onShowMore={showMore} />
      </section>
    </main>
  );
}

export const screen: ScreenDefinition<TopicScreenQuery> = {
  query: TOPIC_SCREEN_QUERY,
  variables: variablesOf,
  isNotFound: (data) => !data?.topic,
  canonicalPath: (data) => (data?.topic ? topicUrl(data.topic.slug) : null),
  title: (data, productName) => topicTitle(data?.topic?.name ?? '', productName),
  description: (data) => topicDescription(data?.topic?.name ?? ''),
  Component: TopicScreen,
};
