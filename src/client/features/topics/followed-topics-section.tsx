import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link } from '@client/app/link';
import { appendEdges } from '@client/app/paging/append-edges';
import { ShowMore } from '@client/ui/show-more';
import { topicsUrl } from '@shared/routing/urls';
import { TopicList } from './topic-list';
import styles from './topic-list.module.css';
import { VIEWER_FOLLOWED_TOPICS } from './topic-operations';
import { TOPIC_TEXTS } from './texts';

/**
 * The signed-in reader's followed topics, most recent first, each with its
 * unfollow button (settings and Control Your Recommendations).
 */
export function FollowedTopicsSection({ className }: { className?: string }) {
  const headingId = useId();
  const { data, fetchMore } = useQuery(VIEWER_FOLLOWED_TOPICS);
  const connection = data?.viewer?.followedTopics;
  const edges = connection?.edges ?? [];

  async function showMore() {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    await fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) =>
        shown.viewer && fetchMoreResult.viewer
          ? {
              viewer: {
                ...shown.viewer,
                followedTopics: appendEdges(
                  shown.viewer.followedTopics,
                  fetchMoreResult.viewer.followedTopics,
                ),
              },
            }
          : shown,
    });
  }

  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {TOPIC_TEXTS.followedHeading}
      </h2>
      {connection && edges.length === 0 ? (
        <p className={styles.help}>{TOPIC_TEXTS.noneFollowed}</p>
      ) : null}
      <TopicList topics={edges.map((edge) => edge.node)} />
      <ShowMore hasMore={connection?.pageInfo.hasNextPage} onShowMore={showMore} />
      <p className={styles.help}>
        <Link to={topicsUrl()}>{TOPIC_TEXTS.browse}</Link>
      </p>
    </section>
  );
}
