import type { PostRow } from '@server/db/schema/posts';
import type { GraphQLContext } from '@server/graphql/context';
import { isBlockedBy, PROFILE_TEXTS } from '../users';
import { isValidPostId } from '@server/lib/ids';
import { canReadPost, isAuthor } from './posts.policy';
import { findPost } from './posts.service';
import { POST_TEXTS } from './posts.texts';

type Refusal = {
  __typename: 'NotFound' | 'RemovedByUser' | 'PostSuspended' | 'AccountSuspended' | 'Blocked';
  message: string;
};

const refuse = (__typename: Refusal['__typename'], message: string): Refusal => ({
  __typename,
  message,
});

/**
 * The post page's answer. Someone else's draft is indistinguishable from a
 * missing post; a deleted story that readers could once see says so.
 */
export async function resolvePostResult(
  id: string,
  ctx: GraphQLContext,
): Promise<PostRow | Refusal> {
  if (!isValidPostId(id)) return refuse('NotFound', POST_TEXTS.notFound);
  const post = await findPost({ db: ctx.db, id });
  if (!post) return refuse('NotFound', POST_TEXTS.notFound);
  if (post.deletedAt) {
    const wasPublic = post.firstPublishedAt !== null || isAuthor(post, ctx.viewer);
    return wasPublic
      ? refuse('RemovedByUser', POST_TEXTS.removedByUser)
      : refuse('NotFound', POST_TEXTS.notFound);
  }
  const [creator, pendingCollection] = await Promise.all([
    ctx.loaders.userById.load(post.creatorId),
    post.pendingCollectionId ? ctx.loaders.collectionById.load(post.pendingCollectionId) : null,
  ]);
  if (!canReadPost(post, ctx.viewer, pendingCollection))
    return refuse('NotFound', POST_TEXTS.notFound);
  // Someone who blocked the viewer keeps their stories from them.
  if (await isBlockedBy(ctx, post.creatorId)) return refuse('Blocked', PROFILE_TEXTS.blockedStory);
  if (creator?.isSuspended) return refuse('AccountSuspended', POST_TEXTS.accountSuspended);
  if (post.suspendedAt) return refuse('PostSuspended', POST_TEXTS.postSuspended);
  return post;
}
