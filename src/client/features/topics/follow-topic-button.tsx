import { useMutation } from '@apollo/client/react';
import { useViewer } from '@client/app/use-viewer';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { useSignInDialog } from '../auth/sign-in-dialog-context';
import styles from '../social/follow-button.module.css';
import { FOLLOW_TOPIC, UNFOLLOW_TOPIC } from './topic-operations';
import { TOPIC_TEXTS } from './texts';

export interface FollowTopicButtonProps {
  topic: { id: string; name: string; isFollowing: boolean; followerCount: number };
}

/**
 * Follows or unfollows a topic: 'Follow' / 'Following', answered at once and
 * set right by the server's answer (the cached Topic, so every button for it
 * agrees). A visitor's click opens sign-up.
 */
export function FollowTopicButton({ topic }: FollowTopicButtonProps) {
  const viewer = useViewer();
  const signIn = useSignInDialog();
  const { queueToast } = useToasts();
  const [follow, followState] = useMutation(FOLLOW_TOPIC);
  const [unfollow, unfollowState] = useMutation(UNFOLLOW_TOPIC);
  const isSending = followState.loading || unfollowState.loading;

  async function handleClick() {
    if (!viewer) {
      signIn.open({ operation: 'register', entry: 'follow' });
      return;
    }
    if (isSending) return;
    const next = !topic.isFollowing;
    const optimistic = {
      __typename: 'Topic' as const,
      id: topic.id,
      isFollowing: next,
      followerCount: Math.max(0, topic.followerCount + (next ? 1 : -1)),
    };
    try {
      const variables = { topicId: topic.id };
      if (next) await follow({ variables, optimisticResponse: { followTopic: optimistic } });
      else await unfollow({ variables, optimisticResponse: { unfollowTopic: optimistic } });
    } catch {
      queueToast({ message: TOPIC_TEXTS.followFailed, toastStyle: 'ERROR' });
    }
  }

  const label = topic.isFollowing ? TOPIC_TEXTS.following : TOPIC_TEXTS.follow;
  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={topic.isFollowing}
      aria-label={`${label} ${topic.name}`}
      data-testid="follow-topic-button"
      onClick={() => void handleClick()}
    >
      {label}
    </button>
  );
}
