import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import { FOLLOW_COLLECTION, UNFOLLOW_COLLECTION } from './collection-follow-operations';
import { FollowToggleButton } from './follow-toggle-button';

export interface FollowPublicationButtonProps {
  collection: { id: string; name: string; viewerIsFollowing: boolean; followerCount: number };
}

/**
 * Follows or unfollows a publication; the cached Collection keeps its count in
 * step, and goes back (the optimistic answer dropped) when the server refuses.
 */
export function FollowPublicationButton({ collection }: FollowPublicationButtonProps) {
  const [follow, followState] = useMutationOutcome(FOLLOW_COLLECTION);
  const [unfollow, unfollowState] = useMutationOutcome(UNFOLLOW_COLLECTION);

  function toggle(next: boolean) {
    const optimistic = {
      __typename: 'Collection' as const,
      id: collection.id,
      viewerIsFollowing: next,
      followerCount: Math.max(0, collection.followerCount + (next ? 1 : -1)),
    };
    const variables = { targetCollectionId: collection.id };
    return next
      ? follow(variables, { optimisticResponse: { followCollection: optimistic } })
      : unfollow(variables, { optimisticResponse: { unfollowCollection: optimistic } });
  }

  return (
    <FollowToggleButton
      name={collection.name}
      isFollowing={collection.viewerIsFollowing}
      isSending={followState.loading || unfollowState.loading}
      testId="follow-publication-button"
      onToggle={toggle}
    />
  );
}
