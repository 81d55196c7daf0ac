import type { PostRow } from '@server/db/schema/posts';
import { requireViewer } from '@server/domains/access';
import type { GraphQLContext } from '@server/graphql/context';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { publicationScopeFor, storyForStats, storyScopeFor } from './stats-access';
import {
  dailyStatsOf,
  hourlyStatsOf,
  milestonesOf,
  referrersOf,
  storyRowsOf,
  totalStatsOf,
} from './stats.service';
import type { ReferrerGroup } from './stats.service';
import type { StatsScope } from './stats-scope';

const referrersField = (groups: ReferrerGroup[]) =>
  groups.map((group) => ({
    ...group,
    type: group.type.toUpperCase() as Uppercase<ReferrerGroup['type']>,
  }));

/** A story's stats field: null unless the access room lets the viewer see them. */
const storyField =
  <T>(read: (ctx: GraphQLContext, scope: StatsScope) => Promise<T>) =>
  async (post: PostRow, _args: unknown, ctx: GraphQLContext): Promise<T | null> => {
    const scope = await storyScopeFor(ctx, post);
    return scope ? read(ctx, scope) : null;
  };

export const statsResolvers: Resolvers = {
  Query: {
    viewerStats: (_parent, _args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      return { scope: { kind: 'writer', userId: viewer.id } };
    },
    storyStats: (_parent, args, ctx) => storyForStats(ctx, args.postId),
  },
  StatsOverview: {
    totalStats: ({ scope }, _args, ctx) => totalStatsOf(ctx.db, scope),
    hourlyStats: ({ scope }, _args, ctx) => hourlyStatsOf(ctx.db, scope),
    dailyStats: ({ scope }, _args, ctx) => dailyStatsOf(ctx.db, scope),
    referrers: async ({ scope }, _args, ctx) => referrersField(await referrersOf(ctx.db, scope)),
    stories: async ({ scope }, _args, ctx) => {
      const rows = await storyRowsOf(ctx.db, scope);
      const stories = await Promise.all(rows.map((row) => ctx.loaders.postById.load(row.postId)));
      return rows.flatMap((row, index) => {
        const post = stories[index];
        return post ? [{ ...row, post }] : [];
      });
    },
  },
  Post: {
    totalStats: storyField((ctx, scope) => totalStatsOf(ctx.db, scope)),
    hourlyStats: storyField((ctx, scope) => hourlyStatsOf(ctx.db, scope)),
    dailyStats: storyField((ctx, scope) => dailyStatsOf(ctx.db, scope)),
    referrers: storyField(async (ctx, scope) => referrersField(await referrersOf(ctx.db, scope))),
    milestones: storyField(async (ctx, scope) =>
      milestonesOf((await totalStatsOf(ctx.db, scope)).views),
    ),
  },
  Collection: {
    stats: async (collection, _args, ctx) => {
      const scope = await publicationScopeFor(ctx, collection);
      return scope ? { scope } : null;
    },
  },
};
