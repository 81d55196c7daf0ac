import type { Resolvers } from '@server/graphql/generated/resolvers';
import type { GraphQLContext } from '@server/graphql/context';
import type { UserRow } from '@server/db/schema/users';
import { UnauthorizedError } from '@server/graphql/errors';
import { resolveResponseTarget } from '../conversation';
import { requireActiveWriter } from '../moderation';
import { createDraft, saveDraft } from './drafts.service';
import { contentInput } from './post-settings';
import { POST_TEXTS } from './posts.texts';
import {
  deletePost,
  discardPendingEdits,
  publishEdits,
  publishPost,
  unpublishPost,
  updatePostSettings,
} from './publishing.service';

// Root fields are marked @auth, so a viewer is present; this narrows the type.
function viewerOf(ctx: GraphQLContext): UserRow {
  if (!ctx.viewer) throw new UnauthorizedError('You must be signed in.');
  return ctx.viewer;
}

/** Writing (drafts, saving, publishing) is refused to a suspended account. */
const writerOf = (ctx: GraphQLContext): UserRow => requireActiveWriter(viewerOf(ctx));

export const postMutations: Resolvers['Mutation'] = {
  createDraft: async (_, args, ctx) => {
    const viewer = writerOf(ctx);
    const target = await resolveResponseTarget({
      db: ctx.db,
      viewer,
      inResponseToPostId: args.inResponseToPostId,
      inResponseToQuoteId: args.inResponseToQuoteId,
    });
    return createDraft({
      db: ctx.db,
      viewer,
      input: {
        title: args.title ?? '',
        subtitle: args.subtitle ?? '',
        content: contentInput(args.content),
      },
      inResponseToPostId: target?.parent.id ?? null,
      inResponseToQuoteId: target?.quoteId ?? null,
    });
  },
  saveDraft: async (_, args, ctx) => {
    const outcome = await saveDraft({
      db: ctx.db,
      viewer: writerOf(ctx),
      postId: args.postId,
      baseVersion: args.baseVersion,
      input: { title: args.title, subtitle: args.subtitle, content: contentInput(args.content) },
    });
    switch (outcome.kind) {
      case 'saved':
        return outcome.post;
      case 'invalid':
        return { __typename: 'BadRequest', message: outcome.message };
      case 'notFound':
        return { __typename: 'NotFound', message: POST_TEXTS.notFound };
      case 'conflict':
        return {
          __typename: 'Conflict',
          message: POST_TEXTS.versionConflict,
          currentVersion: outcome.currentVersion,
        };
    }
  },
  publishPost: (_, args, ctx) =>
    publishPost({ db: ctx.db, viewer: writerOf(ctx), postId: args.postId, input: args.input }),
  publishEdits: (_, args, ctx) =>
    publishEdits({ db: ctx.db, viewer: writerOf(ctx), postId: args.postId }),
  discardPendingEdits: (_, args, ctx) =>
    discardPendingEdits({ db: ctx.db, viewer: viewerOf(ctx), postId: args.postId }),
  unpublishPost: (_, args, ctx) =>
    unpublishPost({ db: ctx.db, viewer: viewerOf(ctx), postId: args.postId }),
  deletePost: (_, args, ctx) =>
    deletePost({ db: ctx.db, viewer: viewerOf(ctx), postId: args.postId }),
  updatePostSettings: (_, args, ctx) =>
    updatePostSettings({
      db: ctx.db,
      viewer: writerOf(ctx),
      postId: args.postId,
      input: args.input,
    }),
};
