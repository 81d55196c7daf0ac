import type { ApolloClient } from '@apollo/client';
import { applyFollowCounts, forgetFollowers } from './follow-cache';
import { FOLLOW_USER, UNFOLLOW_USER } from './operations';
import { followChange } from './social-rules';
import type { FollowChange } from './social-rules';

/**
 * Sends follow or unfollow with an optimistic answer: the cached User reads
 * the new isFollowing (and counts) at once; if the server refuses, Apollo
 * drops the optimistic layer and the old state shows again. Once saved, the
 * person's cached followers list is dropped (it now holds, or lacks, the
 * viewer). Resolves to the change made, or throws when it did not stick.
 */
export async function toggleFollow(
  client: ApolloClient,
  user: { id: string; isFollowing: boolean },
  viewerId: string | null,
): Promise<FollowChange> {
  const change = followChange(user.isFollowing);
  const mutation = (
    change.field === 'followUser' ? FOLLOW_USER : UNFOLLOW_USER
  ) as typeof FOLLOW_USER;
  const result = await client.mutate({
    mutation,
    variables: { targetUserId: user.id },
    optimisticResponse: {
      [change.field]: { __typename: 'User', id: user.id, isFollowing: change.next },
    } as never,
    update: (cache, { data }) => {
      if (data) applyFollowCounts(cache, { targetUserId: user.id, viewerId, delta: change.delta });
    },
  });
  if (result.error || !result.data) throw new Error('Not saved', { cause: result.error });
  // Only once saved, so a refused follow leaves the list as it was.
  forgetFollowers(client.cache, user.id);
  return change;
}
