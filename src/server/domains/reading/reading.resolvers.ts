import type { PostRow } from '@server/db/schema/posts';
import type { GraphQLContext } from '@server/graphql/context';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { clapForPost, listVoters, unclapPost } from './claps.service';
import type { ClapOutcome } from './claps.service';
import {
  clearReadingHistory,
  listReadingHistory,
  removeFromReadingHistory,
} from './history.service';
import {
  countReadingList,
  listReadingList,
  removeFromReadingList,
  setReadingListState,
} from './reading-list.service';
import { requireViewer } from '../access';

/** Mutations change what the loaders may already hold for this request. */
function forgetPost(ctx: GraphQLContext, postId: string) {
  ctx.loaders.postStatsByPostId.clear(postId);
  ctx.loaders.viewerClapCount.clear(postId);
  ctx.loaders.readingListState.clear(postId);
}

function afterClap(ctx: GraphQLContext, outcome: ClapOutcome): ClapOutcome {
  forgetPost(ctx, outcome.post.id);
  return outcome;
}

function afterListChange(ctx: GraphQLContext, post: PostRow): PostRow {
  forgetPost(ctx, post.id);
  return post;
}

const withViewer = (ctx: GraphQLContext) => ({ db: ctx.db, viewer: requireViewer(ctx.viewer) });

export const readingResolvers: Resolvers = {
  Query: {
    readingList: async (_, args, ctx) => {
      const options = { ...withViewer(ctx), ...args };
      const [list, counts] = await Promise.all([
        listReadingList(options),
        countReadingList(options),
      ]);
      return { ...list, ...counts };
    },
    readingHistory: (_, args, ctx) => listReadingHistory({ ...withViewer(ctx), ...args }),
  },
  Mutation: {
    clap: async (_, args, ctx) =>
      afterClap(ctx, await clapForPost({ ...withViewer(ctx), ...args })),
    unclap: async (_, args, ctx) =>
      afterClap(ctx, await unclapPost({ ...withViewer(ctx), ...args })),
    bookmarkPost: async (_, args, ctx) =>
      afterListChange(
        ctx,
        await setReadingListState({
          ...withViewer(ctx),
          postId: args.targetPostId,
          state: 'QUEUE',
        }),
      ),
    unbookmarkPost: async (_, args, ctx) =>
      afterListChange(
        ctx,
        await removeFromReadingList({ ...withViewer(ctx), postId: args.targetPostId }),
      ),
    archivePost: async (_, args, ctx) =>
      afterListChange(
        ctx,
        await setReadingListState({
          ...withViewer(ctx),
          postId: args.targetPostId,
          state: 'ARCHIVE',
        }),
      ),
    unarchivePost: async (_, args, ctx) =>
      afterListChange(
        ctx,
        await setReadingListState({
          ...withViewer(ctx),
          postId: args.targetPostId,
          state: 'QUEUE',
        }),
      ),
    removeFromReadingHistory: (_, args, ctx) =>
      removeFromReadingHistory({ ...withViewer(ctx), postId: args.postId }),
    clearReadingHistory: (_, __, ctx) => clearReadingHistory(withViewer(ctx)),
  },
  Post: {
    clapCount: async (post, _, ctx) =>
      (await ctx.loaders.postStatsByPostId.load(post.id)).clapCount,
    responseCount: async (post, _, ctx) =>
      (await ctx.loaders.postStatsByPostId.load(post.id)).responseCount,
    viewerClapCount: (post, _, ctx) => ctx.loaders.viewerClapCount.load(post.id),
    readingListState: (post, _, ctx) => ctx.loaders.readingListState.load(post.id),
    voters: (post, args, ctx) => listVoters({ db: ctx.db, postId: post.id, ...args }),
  },
};
