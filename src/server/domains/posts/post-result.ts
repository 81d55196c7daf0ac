import type { PostRow } from '../../db/schema/posts';
import type { GraphQLContext } from '../../graphql/context';
import { authorize } from '../access/authorize';
import { REFUSALS, postResultOf } from '../access/refusal';
import type { PostResultRefusal } from '../access/refusal';
import { loadStoryFacts } from '../access/story-facts';
import { isValidPostId } from './posts.policy';
import { findPost } from './posts.service';

/**
 * The post page's answer: the story, or the PostResult refusal the access
 * room gives this viewer for it (the page, AMP and GraphQL all read this).
 */
export async function resolvePostResult(
  id: string,
  ctx: GraphQLContext,
): Promise<PostRow | PostResultRefusal> {
  const post = isValidPostId(id) ? await findPost({ db: ctx.db, id }) : null;
  if (!post) return postResultOf(REFUSALS.notFound);
  const facts = await loadStoryFacts(post, ctx.viewer, ctx.loaders);
  const refused = authorize(ctx.viewer, 'read', facts);
  return refused ? postResultOf(refused) : post;
}
