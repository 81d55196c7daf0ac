import type { Resolvers } from '@server/graphql/generated/resolvers';
import { normaliseMarkups } from '@shared/content/markup-normal-form';
import { editorView } from './drafts.service';
import {
  collectionFieldResolvers,
  postContentFieldResolvers,
  postFieldResolvers,
} from './post-fields.resolvers';
import { resolvePostResult } from './post-result';
import { postMutations } from './posts.mutations';
import { findEditablePost } from './posts.policy';
import { listLatestPosts, listSampleStories } from './posts.service';
import { POST_TEXTS } from './posts.texts';
import { countViewerStories, listViewerStories } from './stories.service';
import { requireViewer } from '../access';

/** Union members: rows are Posts; refusals name their type in __typename. */
const typeOf = (value: object) =>
  '__typename' in value ? String(value.__typename) : 'creatorId' in value ? 'Post' : 'PostDraft';

export const postsResolvers: Resolvers = {
  Query: {
    latestPosts: (_, args, ctx) =>
      listLatestPosts({
        db: ctx.db,
        first: args.first ?? 10,
        after: args.after,
        viewerId: ctx.viewer?.id,
      }),
    postResult: (_, args, ctx) => resolvePostResult(args.id, ctx),
    sampleStories: (_, args, ctx) =>
      listSampleStories({ db: ctx.db, count: args.count ?? 3, viewerId: ctx.viewer?.id }),
    postForEditing: async (_, args, ctx) => {
      const post = await findEditablePost({
        db: ctx.db,
        viewer: requireViewer(ctx.viewer),
        postId: args.id,
      });
      if (!post) return { __typename: 'NotFound', message: POST_TEXTS.notFound };
      return { __typename: 'PostDraft', ...editorView(post) };
    },
    viewerStories: (_, args, ctx) =>
      listViewerStories({
        db: ctx.db,
        viewer: requireViewer(ctx.viewer),
        filter: args.filter,
        first: args.first ?? 10,
        after: args.after,
      }),
    viewerStoryCounts: (_, __, ctx) =>
      countViewerStories({ db: ctx.db, viewer: requireViewer(ctx.viewer) }),
  },
  Mutation: postMutations,
  PostResult: { __resolveType: typeOf as never },
  SaveDraftResult: { __resolveType: typeOf as never },
  PostForEditingResult: { __resolveType: typeOf as never },
  Post: postFieldResolvers,
  Collection: collectionFieldResolvers,
  // A user row has a username; a publication's has none.
  Publisher: { __resolveType: (publisher) => ('username' in publisher ? 'User' : 'Collection') },
  PostContent: postContentFieldResolvers,
  Tag: {
    id: (tag) => tag.slug,
  },
  ImageMetadata: {
    // The spec's default focus point is the centre.
    focusPercentX: (image) => image.focusPercentX ?? 50,
    focusPercentY: (image) => image.focusPercentY ?? 50,
  },
  Paragraph: {
    // Rows stored before markups were normalised on write are answered in normal form too.
    markups: (paragraph) => normaliseMarkups(paragraph.text, paragraph.markups ?? []),
  },
};
