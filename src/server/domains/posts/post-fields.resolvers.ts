import type { CollectionRow, PostRow } from '@server/db/schema/posts';
import type { GraphQLContext } from '@server/graphql/context';
import { NotFoundError } from '@server/lib/app-errors';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { postPath } from './posts.service';
import { previewImageOf } from './preview-image';
import { lockedPreview } from '@shared/content/locked-preview';
import { friendLinkUrl } from '@shared/routing/urls';
import { isAuthor, isCollectionEditor, viewerRoleIn } from '../access';

const memberRoleOf = (ctx: GraphQLContext) => (id: string) => ctx.loaders.viewerMemberRole.load(id);

async function canonicalPath(post: PostRow, ctx: GraphQLContext): Promise<string> {
  const [creator, collection] = await Promise.all([
    ctx.loaders.userById.load(post.creatorId),
    post.collectionId ? ctx.loaders.collectionById.load(post.collectionId) : null,
  ]);
  return postPath(post, creator, collection?.slug ?? null);
}

/** Fields only the author sees; everyone else reads null. */
const authorOnly =
  <T>(read: (post: PostRow) => T) =>
  (post: PostRow, _: unknown, ctx: GraphQLContext): T | null =>
    isAuthor(post, ctx.viewer) ? read(post) : null;

export const postFieldResolvers: Resolvers['Post'] = {
  // The access room decides, and may count one of the viewer's free member-only stories.
  content: async (post, { shareKey }, ctx) => {
    const isMemberOnly = post.visibility === 'LOCKED';
    const access = await ctx.loaders.readerMeter.read(post, {
      shareKey,
      allowance: ctx.config.freeMemberOnlyStories,
    });
    return access.kind === 'whole'
      ? { paragraphs: post.content.paragraphs, isLockedPreviewOnly: false, isMemberOnly }
      : {
          paragraphs: lockedPreview(post.content.paragraphs),
          isLockedPreviewOnly: true,
          isMemberOnly,
        };
  },
  isLocked: (post) => post.visibility === 'LOCKED',
  isPublished: (post) => post.status === 'PUBLISHED',
  creator: async (post, _, ctx) => {
    const creator = await ctx.loaders.userById.load(post.creatorId);
    if (!creator) throw new NotFoundError('Author not found.');
    return creator;
  },
  collection: (post, _, ctx) =>
    post.collectionId ? ctx.loaders.collectionById.load(post.collectionId) : null,
  publisher: async (post, _, ctx) => {
    const collection = post.collectionId
      ? await ctx.loaders.collectionById.load(post.collectionId)
      : null;
    if (collection && !collection.deletedAt) return collection;
    const creator = await ctx.loaders.userById.load(post.creatorId);
    if (!creator) throw new NotFoundError('Author not found.');
    return creator;
  },
  mediumUrl: (post, _, ctx) => canonicalPath(post, ctx),
  previewImage: (post) => previewImageOf(post),
  tags: (post, _, ctx) => ctx.loaders.tagsByPostId.load(post.id),
  shareKey: authorOnly((post) => post.shareKey),
  scheduledAt: authorOnly((post) => post.scheduledAt),
  hasPendingEdits: authorOnly((post) => post.draftContent !== null),
  friendLink: async (post, _, ctx) => {
    if (!isAuthor(post, ctx.viewer)) return null;
    return friendLinkUrl(`${ctx.publicUrl}${await canonicalPath(post, ctx)}`, post.shareKey);
  },
  moreFromAuthor: async (post, _, ctx) => {
    const viewer = ctx.viewer;
    if (
      viewer &&
      viewer.id !== post.creatorId &&
      (await ctx.loaders.blockedViewer.load(post.creatorId))
    )
      return [];
    const rows = await ctx.loaders.moreFromAuthor.load(post.id);
    // Their addresses name their publication: it came with them.
    for (const { collection } of rows)
      if (collection) ctx.loaders.collectionById.prime(collection.id, collection);
    return rows.map((row) => row.post);
  },
  previewTitle: (post) => post.previewTitle ?? post.title,
  previewSubtitle: (post) => post.previewSubtitle ?? post.subtitle,
  pendingCollection: async (post, _, ctx) => {
    if (!post.pendingCollectionId) return null;
    const collection = await ctx.loaders.collectionById.load(post.pendingCollectionId);
    const mayKnow =
      isAuthor(post, ctx.viewer) ||
      (await isCollectionEditor(collection, ctx.viewer, memberRoleOf(ctx)));
    return mayKnow ? collection : null;
  },
};

export const postContentFieldResolvers: Resolvers['PostContent'] = {
  isLockedPreviewOnly: (content) => content.isLockedPreviewOnly ?? false,
  // Resolved after the content itself, so a story counted by this very request is in it.
  // Beside an open story, which the meter never counts, the ids are not read.
  meteringInfo: async (content, _, ctx) => {
    const postIds = content.isMemberOnly ? await ctx.loaders.readerMeter.meteredPostIds() : [];
    const maxUnlockCount = ctx.config.freeMemberOnlyStories;
    return {
      postIds,
      maxUnlockCount,
      unlocksRemaining: Math.max(0, maxUnlockCount - postIds.length),
    };
  },
};

export const collectionFieldResolvers: Resolvers['Collection'] = {
  creator: async (collection: CollectionRow, _, ctx) => {
    const creator = await ctx.loaders.userById.load(collection.creatorId);
    if (!creator) throw new NotFoundError('Creator not found.');
    return creator;
  },
  viewerIsEditor: (collection: CollectionRow, _, ctx) =>
    isCollectionEditor(collection, ctx.viewer, memberRoleOf(ctx)),
  viewerRole: (collection: CollectionRow, _, ctx) =>
    viewerRoleIn(collection, ctx.viewer, memberRoleOf(ctx)),
};
