import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import { FollowToggleButton } from '../social/follow-toggle-button';
import { FOLLOW_TOPIC, UNFOLLOW_TOPIC } from './topic-operations';

export interface FollowTopicButtonProps {
  topic: { id: string; name: string; isFollowing: boolean; followerCount: number };
}

/**
 * Follows or unfollows a topic: answered at once and set right by the
 * server's answer (the cached Topic, so every button for it agrees); a
 * refusal drops the optimistic answer and says why.
 */
export function FollowTopicButton({ topic }: FollowTopicButtonProps) {
  const [follow, followState] = useMutationOutcome(FOLLOW_TOPIC);
  const [unfollow, unfollowState] = useMutationOutcome(UNFOLLOW_TOPIC);

  function toggle(next: boolean) {
    const optimistic = {
      __typename: 'Topic' as const,
      id: topic.id,
      isFollowing: next,
      followerCount: Math.max(0, topic.followerCount + (next ? 1 : -1)),
    };
    const variables = { topicId: topic.id };
    return next
      ? follow(variables, { optimisticResponse: { followTopic: optimistic } })
      : unfollow(variables, { optimisticResponse: { unfollowTopic: optimistic } });
  }

  return (
    <FollowToggleButton
      name={topic.name}
      isFollowing={topic.isFollowing}
      isSending={followState.loading || unfollowState.loading}
      testId="follow-topic-button"
      onToggle={toggle}
    />
  );
}
