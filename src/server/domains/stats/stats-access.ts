import type { CollectionRow, PostRow } from '@server/db/schema/posts';
import { canSeeStoryStats, isCollectionEditor } from '@server/domains/access';
import type { ServiceContext } from '@server/service-context';
import { isValidPostId } from '@server/lib/ids';
import type { StatsScope } from './stats-scope';

const memberRoleOf = (ctx: ServiceContext) => (id: string) => ctx.loaders.viewerMemberRole.load(id);

/** The story's stats scope when the access room lets the viewer see them; null otherwise. */
export async function storyScopeFor(
  ctx: ServiceContext,
  post: PostRow,
): Promise<StatsScope | null> {
  if (post.deletedAt) return null;
  const collection = post.collectionId
    ? await ctx.loaders.collectionById.load(post.collectionId)
    : null;
  const allowed = await canSeeStoryStats(post, collection ?? null, ctx.viewer, memberRoleOf(ctx));
  return allowed ? { kind: 'story', postId: post.id, authorId: post.creatorId } : null;
}

/** A story by id whose stats the viewer may see; null for any other, existing or not. */
export async function storyForStats(ctx: ServiceContext, postId: string): Promise<PostRow | null> {
  if (!isValidPostId(postId)) return null;
  const post = await ctx.loaders.postById.load(postId.toLowerCase());
  return post && (await storyScopeFor(ctx, post)) ? post : null;
}

/** The publication's stats scope for its creator and editors; null for anyone else. */
export async function publicationScopeFor(
  ctx: ServiceContext,
  collection: CollectionRow,
): Promise<StatsScope | null> {
  const allowed = await isCollectionEditor(collection, ctx.viewer, memberRoleOf(ctx));
  return allowed ? { kind: 'publication', collectionId: collection.id } : null;
}
