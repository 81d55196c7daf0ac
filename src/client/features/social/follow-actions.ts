import type { ApolloClient } from '@apollo/client';
import { mutateForOutcome } from '@client/graphql/mutation-outcome';
import type { MutationOutcome } from '@client/graphql/mutation-outcome';
import { track } from '@client/reporting/install-reporting';
import { FOLLOW_COLLECTION, UNFOLLOW_COLLECTION } from './collection-follow-operations';
import { toggleFollow } from './follow-toggle';

/**
 * Follow and unfollow as plain functions, for a page that draws its own
 * buttons (the story page, whose every reader downloads its script).
 */

/** Follows or unfollows a person (the spec's user.followed / user.unfollowed once it stuck). */
export async function followPerson(
  client: ApolloClient,
  user: { id: string; isFollowing: boolean },
  viewerId: string | null,
): Promise<MutationOutcome<unknown>> {
  const outcome = await toggleFollow(client, user, viewerId);
  if (outcome.ok) track(outcome.data.event, { targetUserId: user.id });
  return outcome;
}

/**
 * Follows (next: true) or unfollows a publication with an optimistic answer:
 * the cached Collection reads the new state and count at once, and goes back
 * when the server refuses.
 */
export function followCollection(
  client: ApolloClient,
  collection: { id: string; viewerIsFollowing: boolean; followerCount: number },
  next: boolean,
): Promise<MutationOutcome<unknown>> {
  const optimistic = {
    __typename: 'Collection' as const,
    id: collection.id,
    viewerIsFollowing: next,
    followerCount: Math.max(0, collection.followerCount + (next ? 1 : -1)),
  };
  const variables = { targetCollectionId: collection.id };
  return next
    ? mutateForOutcome(client, {
        mutation: FOLLOW_COLLECTION,
        variables,
        optimisticResponse: { followCollection: optimistic },
      })
    : mutateForOutcome(client, {
        mutation: UNFOLLOW_COLLECTION,
        variables,
        optimisticResponse: { unfollowCollection: optimistic },
      });
}
