import type { UserRow } from '@server/db/schema/users';
import { buildUser } from '../factories';
import type { Actor, TestApp } from '../test-app';

/** GraphQL documents and helpers shared by the social graph tests. */

const USER_FIELDS = 'id name isFollowing isBlocking isMuting followerCount followingCount';

export const FOLLOW = `mutation Follow($id: ID!) { followUser(targetUserId: $id) { ${USER_FIELDS} } }`;
export const UNFOLLOW = `mutation Unfollow($id: ID!) { unfollowUser(targetUserId: $id) { ${USER_FIELDS} } }`;
export const BLOCK = `mutation Block($me: ID!, $id: ID!) { blockUser(userId: $me, targetUserId: $id) { ${USER_FIELDS} } }`;
export const UNBLOCK = `mutation Unblock($me: ID!, $id: ID!) { unblockUser(userId: $me, targetUserId: $id) { ${USER_FIELDS} } }`;
export const REPORT = `mutation Report($me: ID!, $id: ID!, $alsoBlock: Boolean!, $reason: ReportReason, $note: String) {
  reportAndMaybeBlockUser(userId: $me, targetUserId: $id, alsoBlockUser: $alsoBlock, reason: $reason, note: $note) {
    report { id status reason note targetUser { id } } user { ${USER_FIELDS} }
  }
}`;
export const MUTE = `mutation Mute($id: ID!) { muteUser(targetUserId: $id) { id name isMuting } }`;
export const UNMUTE = `mutation Unmute($id: ID!) { unmuteUser(targetUserId: $id) { id name isMuting } }`;

const COLLECTION_FIELDS = 'id name viewerIsFollowing viewerIsMuting';
export const collectionMutation = (name: string) =>
  `mutation C($id: ID!) { ${name}(targetCollectionId: $id) { ${COLLECTION_FIELDS} } }`;

/** The signed-in user's own counts and lists (viewer is a User). */
export const VIEWER_LISTS = `query Lists($first: Int, $after: String) {
  viewer {
    id followerCount followingCount
    followers(first: $first, after: $after) { edges { cursor node { id username name isFollowing } } pageInfo { hasNextPage endCursor } }
    following(first: $first, after: $after) { edges { cursor node { id username name isFollowing } } pageInfo { hasNextPage endCursor } }
    mutedUsers { edges { node { id name isMuting } } }
    mutedCollections { edges { node { id name viewerIsMuting } } }
  }
}`;

export interface Person {
  user: UserRow;
  actor: Actor;
}

export async function buildPeople(testApp: TestApp, count: number): Promise<Person[]> {
  const db = testApp.database.db;
  const users = await Promise.all(Array.from({ length: count }, () => buildUser(db)));
  return Promise.all(users.map(async (user) => ({ user, actor: await testApp.signIn(user.id) })));
}

type Body = { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };

export const errorCode = (body: Body) => body.errors?.[0]?.extensions?.code;
export const errorMessage = (body: Body) => body.errors?.[0]?.message;

export interface SocialUser {
  id: string;
  name: string;
  isFollowing: boolean;
  isBlocking: boolean;
  isMuting: boolean;
  followerCount: number;
  followingCount: number;
}

export { run } from './graphql-kit';
