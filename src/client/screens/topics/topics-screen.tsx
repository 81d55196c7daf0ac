import { useQuery } from '@apollo/client/react';
import { Link } from '@client/app/link';
import { NewTopicForm } from '@client/features/topics/new-topic-form';
import { TopicList } from '@client/features/topics/topic-list';
import type { TopicsScreenQuery } from '@client/graphql/generated/graphql';
import { TRENDING_MODES } from '@shared/topics/trending-modes';
import { trendingUrl } from '@shared/routing/urls';
import type { ScreenDefinition } from '../screen';
import { TOPICS_SCREEN_QUERY } from './topics-query';
import styles from './topics.module.css';
import { TOPICS_TEXTS, topicsTitle } from './texts';

/** /topics: every topic the viewer may browse, each with its follow button. */
function TopicsScreen() {
  const { data, refetch } = useQuery(TOPICS_SCREEN_QUERY);
  const topics = data?.topics ?? [];
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{TOPICS_TEXTS.heading}</h1>
      <p className={styles.meta}>
        {TOPICS_TEXTS.intro}{' '}
        <Link to={trendingUrl(TRENDING_MODES[0])}>{TOPICS_TEXTS.trendingLink}</Link>
      </p>
      {topics.length === 0 ? <p className={styles.empty}>{TOPICS_TEXTS.none}</p> : null}
      <TopicList topics={topics} />
      {data?.viewer?.isStaff ? <NewTopicForm onSaved={refetch} /> : null}
    </main>
  );
}

export const screen: ScreenDefinition<TopicsScreenQuery> = {
  query: TOPICS_SCREEN_QUERY,
  canonicalPath: () => '/topics',
  title: (_data, productName) => topicsTitle(productName),
  description: () => TOPICS_TEXTS.intro,
  Component: TopicsScreen,
};
