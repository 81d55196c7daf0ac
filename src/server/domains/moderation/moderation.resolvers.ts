import type { UserRow } from '@server/db/schema/users';
import type { GraphQLContext } from '@server/graphql/context';
import { parseOrBadRequest } from '@server/lib/app-errors';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { pageSize } from '@server/lib/keyset';
import { postActionSchema, reportActionSchema, userActionSchema } from './moderation.policy';
import {
  dismissReport,
  limitPost,
  suspendPost,
  suspendUser,
  unlimitPost,
  unsuspendPost,
  unsuspendUser,
} from './moderation.service';
import { requireStaff } from '../access';

const staffAction = (ctx: GraphQLContext) => ({ db: ctx.db, staff: requireStaff(ctx.viewer) });

/** A user changed under this request's loaders. */
function fresh(ctx: GraphQLContext, user: UserRow): UserRow {
  ctx.loaders.userById.clear(user.id).prime(user.id, user);
  return user;
}

/** Staff moderation: acting on reports, suspending accounts and stories, limiting content. */
export const moderationResolvers: Resolvers = {
  Mutation: {
    dismissUserReport: (_, args, ctx) =>
      dismissReport({ ...staffAction(ctx), ...parseOrBadRequest(reportActionSchema, args) }),
    suspendUser: async (_, args, ctx) =>
      fresh(
        ctx,
        await suspendUser({ ...staffAction(ctx), ...parseOrBadRequest(userActionSchema, args) }),
      ),
    unsuspendUser: async (_, args, ctx) =>
      fresh(
        ctx,
        await unsuspendUser({ ...staffAction(ctx), ...parseOrBadRequest(userActionSchema, args) }),
      ),
    suspendPost: (_, args, ctx) =>
      suspendPost({ ...staffAction(ctx), ...parseOrBadRequest(postActionSchema, args) }),
    unsuspendPost: (_, args, ctx) =>
      unsuspendPost({ ...staffAction(ctx), ...parseOrBadRequest(postActionSchema, args) }),
    limitPost: (_, args, ctx) =>
      limitPost({ ...staffAction(ctx), ...parseOrBadRequest(postActionSchema, args) }),
    unlimitPost: (_, args, ctx) =>
      unlimitPost({ ...staffAction(ctx), ...parseOrBadRequest(postActionSchema, args) }),
  },
  Post: {
    isLimited: (post) => post.limitedAt !== null,
    isSuspended: (post) => post.suspendedAt !== null,
  },
  UserReport: {
    reviewedAt: (report) => report.reviewedAt,
    targetRecentStories: (report, args, ctx) =>
      ctx.viewer?.isStaff
        ? ctx.loaders.recentStoriesOf.load({
            userId: report.targetUserId,
            first: pageSize(args.first, 5),
          })
        : [],
  },
};
