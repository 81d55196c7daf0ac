import type { CollectionRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import type { GraphQLContext } from '@server/graphql/context';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { blockUser, unblockUser } from './blocks.service';
import { followCollection, followUser, unfollowCollection, unfollowUser } from './follows.service';
import { muteCollection, muteUser, unmuteCollection, unmuteUser } from './mutes.service';
import { reportUser } from './reports.service';
import {
  emptyPage,
  listCollectionFollowers,
  listFollowers,
  listFollowing,
  listMutedCollections,
  listMutedUsers,
  listReports,
} from './social-lists.service';
import { requirePublicationRole, requireViewer } from '../access';

type Ctx = GraphQLContext;
type ViewerLoader =
  | 'viewerFollowsUser'
  | 'viewerBlocksUser'
  | 'viewerMutesUser'
  | 'viewerFollowsCollection'
  | 'viewerMutesCollection';

const withViewer = (ctx: Ctx) => ({ db: ctx.db, viewer: requireViewer(ctx.viewer) });

/** The viewer's relation to something; false when logged out or for themself. */
function viewerRelation(ctx: Ctx, loader: ViewerLoader, otherId: string): Promise<boolean> | false {
  if (!ctx.viewer || ctx.viewer.id === otherId) return false;
  return ctx.loaders[loader].load(otherId);
}

/** A mutation changed relations this request's loaders may already hold. */
function forgetUser<T extends { id: string }>(ctx: Ctx, target: T, viewerId?: string): T {
  for (const loader of ['viewerFollowsUser', 'viewerBlocksUser', 'viewerMutesUser'] as const)
    ctx.loaders[loader].clear(target.id);
  ctx.loaders.blockBetween.clear(target.id);
  ctx.loaders.socialStatsByUserId.clear(target.id);
  if (viewerId) ctx.loaders.socialStatsByUserId.clear(viewerId);
  return target;
}

function forgetCollection(ctx: Ctx, collection: CollectionRow): CollectionRow {
  if (!ctx.viewer) return collection;
  ctx.loaders.viewerFollowsCollection.clear(collection.id);
  ctx.loaders.viewerMutesCollection.clear(collection.id);
  return collection;
}

const ownOnly = (user: UserRow, ctx: Ctx) => ctx.viewer?.id === user.id;

export const socialGraphResolvers: Resolvers = {
  Query: {
    userReports: (_, args, ctx) => listReports(ctx.db, args.status ?? 'OPEN', args),
  },
  Mutation: {
    followUser: async (_, args, ctx) => {
      const outcome = await followUser({
        ...withViewer(ctx),
        targetUserId: args.targetUserId,
        productName: ctx.config.productName,
      });
      return forgetUser(ctx, outcome.target, ctx.viewer?.id);
    },
    unfollowUser: async (_, args, ctx) => {
      const outcome = await unfollowUser({ ...withViewer(ctx), targetUserId: args.targetUserId });
      return forgetUser(ctx, outcome.target, ctx.viewer?.id);
    },
    blockUser: async (_, args, ctx) =>
      forgetUser(ctx, await blockUser({ ...withViewer(ctx), ...args }), ctx.viewer?.id),
    unblockUser: async (_, args, ctx) =>
      forgetUser(ctx, await unblockUser({ ...withViewer(ctx), ...args }), ctx.viewer?.id),
    reportAndMaybeBlockUser: async (_, args, ctx) => {
      const outcome = await reportUser({ ...withViewer(ctx), ...args });
      return { report: outcome.report, user: forgetUser(ctx, outcome.target, ctx.viewer?.id) };
    },
    muteUser: async (_, args, ctx) =>
      forgetUser(ctx, await muteUser({ ...withViewer(ctx), ...args }), ctx.viewer?.id),
    unmuteUser: async (_, args, ctx) =>
      forgetUser(ctx, await unmuteUser({ ...withViewer(ctx), ...args }), ctx.viewer?.id),
    muteCollection: async (_, args, ctx) =>
      forgetCollection(ctx, await muteCollection({ ...withViewer(ctx), ...args })),
    unmuteCollection: async (_, args, ctx) =>
      forgetCollection(ctx, await unmuteCollection({ ...withViewer(ctx), ...args })),
    followCollection: async (_, args, ctx) =>
      forgetCollection(ctx, await followCollection({ ...withViewer(ctx), ...args })),
    unfollowCollection: async (_, args, ctx) =>
      forgetCollection(ctx, await unfollowCollection({ ...withViewer(ctx), ...args })),
  },
  User: {
    isFollowing: (user, _, ctx) => viewerRelation(ctx, 'viewerFollowsUser', user.id),
    isBlocking: (user, _, ctx) => viewerRelation(ctx, 'viewerBlocksUser', user.id),
    isMuting: (user, _, ctx) => viewerRelation(ctx, 'viewerMutesUser', user.id),
    followerCount: async (user, _, ctx) =>
      (await ctx.loaders.socialStatsByUserId.load(user.id)).followerCount,
    followingCount: async (user, _, ctx) =>
      (await ctx.loaders.socialStatsByUserId.load(user.id)).followingCount,
    followers: (user, args, ctx) => listFollowers(ctx.db, user.id, args),
    following: (user, args, ctx) => listFollowing(ctx.db, user.id, args),
    mutedUsers: (user, args, ctx) =>
      ownOnly(user, ctx) ? listMutedUsers(ctx.db, user.id, args) : emptyPage(),
    mutedCollections: (user, args, ctx) =>
      ownOnly(user, ctx) ? listMutedCollections(ctx.db, user.id, args) : emptyPage(),
  },
  Collection: {
    followerCount: (collection, _, ctx) => ctx.loaders.collectionFollowerCount.load(collection.id),
    viewerIsFollowing: (collection, _, ctx) =>
      viewerRelation(ctx, 'viewerFollowsCollection', collection.id),
    viewerIsMuting: (collection, _, ctx) =>
      viewerRelation(ctx, 'viewerMutesCollection', collection.id),
    // Who follows is the staff's to see: it sits with the publication's settings.
    followers: async (collection, args, ctx) => {
      await requirePublicationRole(ctx.db, collection, ctx.viewer, 'editSettings');
      return listCollectionFollowers(ctx.db, collection.id, args);
    },
  },
  UserReport: {
    targetUser: async (report, _, ctx) => {
      const user = await ctx.loaders.userById.load(report.targetUserId);
      if (!user) throw new Error('A report names a missing user.');
      return user;
    },
    reporter: (report, _, ctx) =>
      ctx.viewer?.isStaff ? ctx.loaders.userById.load(report.reporterId) : null,
  },
};
