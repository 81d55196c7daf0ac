import { Link } from '@client/app/link';
import { topicUrl } from '@shared/routing/urls';
import { FollowTopicButton } from './follow-topic-button';
import styles from './topic-list.module.css';
import { TOPIC_TEXTS, followerCountText } from './texts';

interface TopicItem {
  id: string;
  slug: string;
  name: string;
  description: string;
  visibility: string;
  followerCount: number;
  isFollowing: boolean;
}

const BADGES: Record<string, string | null> = {
  PUBLIC: null,
  SPECIAL: TOPIC_TEXTS.special,
  STAFF: TOPIC_TEXTS.staffOnly,
};

/** Topics as rows: the name (to its page), what it is about, its followers, a follow button. */
export function TopicList({ topics }: { topics: readonly TopicItem[] }) {
  return (
    <ul className={styles.list}>
      {topics.map((topic) => (
        <li key={topic.id} className={styles.row}>
          <div>
            <Link to={topicUrl(topic.slug)} className={styles.name}>
              {topic.name}
            </Link>
            <p>
              {[topic.description, followerCountText(topic.followerCount), BADGES[topic.visibility]]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <FollowTopicButton topic={topic} />
        </li>
      ))}
    </ul>
  );
}
