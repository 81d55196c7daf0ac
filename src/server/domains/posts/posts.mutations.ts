import { isFlagOn } from '@shared/flags';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { resolveResponseTarget } from '../conversation';
import { createDraft, saveDraft } from './drafts.service';
import { contentInput } from './post-settings';
import { POST_TEXTS } from './posts.texts';
import { publishResponse } from './response-publishing';
import {
  deletePost,
  discardPendingEdits,
  publishEdits,
  publishPost,
  unpublishPost,
  updatePostSettings,
} from './publishing.service';
import { requireViewer, requireWriter } from '../access';

export const postMutations: Resolvers['Mutation'] = {
  // Declared with the conversation (conversation.graphql); a response is published as a story.
  publishResponse: (_, args, ctx) =>
    publishResponse({
      db: ctx.db,
      viewer: requireWriter(ctx.viewer),
      inResponseToPostId: args.inResponseToPostId,
      content: contentInput(args.content),
      title: args.title ?? null,
      inResponseToQuoteId: args.inResponseToQuoteId ?? null,
    }),
  createDraft: async (_, args, ctx) => {
    const viewer = requireWriter(ctx.viewer);
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
      viewer: requireWriter(ctx.viewer),
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
    publishPost({
      db: ctx.db,
      viewer: requireWriter(ctx.viewer),
      postId: args.postId,
      input: args.input,
      memberOnlySwitch: isFlagOn(ctx.flags, 'can_edit_members_only_posts'),
    }),
  publishEdits: (_, args, ctx) =>
    publishEdits({ db: ctx.db, viewer: requireWriter(ctx.viewer), postId: args.postId }),
  discardPendingEdits: (_, args, ctx) =>
    discardPendingEdits({ db: ctx.db, viewer: requireViewer(ctx.viewer), postId: args.postId }),
  unpublishPost: (_, args, ctx) =>
    unpublishPost({ db: ctx.db, viewer: requireViewer(ctx.viewer), postId: args.postId }),
  deletePost: (_, args, ctx) =>
    deletePost({ db: ctx.db, viewer: requireViewer(ctx.viewer), postId: args.postId }),
  updatePostSettings: (_, args, ctx) =>
    updatePostSettings({
      db: ctx.db,
      viewer: requireWriter(ctx.viewer),
      postId: args.postId,
      input: args.input,
      memberOnlySwitch: isFlagOn(ctx.flags, 'can_edit_members_only_posts'),
    }),
};
