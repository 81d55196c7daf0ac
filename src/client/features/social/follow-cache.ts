import type { ApolloCache } from '@apollo/client';

/**
 * Moves the follower count of the followed person and the following count of
 * the viewer by one, in whatever the cache holds of them. Run from a
 * mutation's `update`, it applies to the optimistic layer first and is undone
 * with it when the server refuses.
 */
export function applyFollowCounts(
  cache: ApolloCache,
  change: { targetUserId: string; viewerId: string | null; delta: number },
): void {
  const move = (value: unknown) =>
    typeof value === 'number' ? Math.max(0, value + change.delta) : value;
  cache.modify({
    id: cache.identify({ __typename: 'User', id: change.targetUserId }),
    fields: { followerCount: move },
  });
  if (change.viewerId)
    cache.modify({
      id: cache.identify({ __typename: 'User', id: change.viewerId }),
      fields: { followingCount: move },
    });
}

/**
 * The person's followers list gained or lost the viewer: drop every cached
 * page of it, so the profile's followers screen and the Follows dialog fetch
 * it anew when next shown. Only a screen showing that list right now asks
 * again; the profile page itself holds just the counts, moved above.
 */
export function forgetFollowers(cache: ApolloCache, userId: string): void {
  cache.evict({ id: cache.identify({ __typename: 'User', id: userId }), fieldName: 'followers' });
}

/** Muting changes what the home feed and story lists hold: drop them to be fetched anew. */
export function forgetStoryLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'latestPosts' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'sampleStories' });
  cache.gc();
}
