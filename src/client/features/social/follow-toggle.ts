import type { ApolloClient } from '@apollo/client';
import { mutateForOutcome } from '@client/graphql/mutation-outcome';
import type { MutationOutcome } from '@client/graphql/mutation-outcome';
import { applyFollowCounts, forgetFollowers } from './follow-cache';
import { FOLLOW_USER, UNFOLLOW_USER } from './operations';
import { followChange } from './social-rules';
import type { FollowChange } from './social-rules';

/**
 * Sends follow or unfollow with an optimistic answer: the cached User reads
 * the new isFollowing (and counts) at once; if the server refuses, Apollo
 * drops the optimistic layer and the old state shows again. Once saved, the
 * person's cached followers list is dropped (it now holds, or lacks, the
 * viewer). Answers the change made, or the server's refusal.
 */
export async function toggleFollow(
  client: ApolloClient,
  user: { id: string; isFollowing: boolean },
  viewerId: string | null,
): Promise<MutationOutcome<FollowChange>> {
  const change = followChange(user.isFollowing);
  const mutation = (
    change.field === 'followUser' ? FOLLOW_USER : UNFOLLOW_USER
  ) as typeof FOLLOW_USER;
  const outcome = await mutateForOutcome(client, {
    mutation,
    variables: { targetUserId: user.id },
    optimisticResponse: {
      [change.field]: { __typename: 'User', id: user.id, isFollowing: change.next },
    } as never,
    update: (cache, { data }) => {
      if (data) applyFollowCounts(cache, { targetUserId: user.id, viewerId, delta: change.delta });
    },
  });
  if (!outcome.ok) return outcome;
  // Only once saved, so a refused follow leaves the list as it was.
  forgetFollowers(client.cache, user.id);
  return { ok: true, data: change };
}
