import type { PostRow } from '@server/db/schema/posts';
import type { ServiceContext } from '@server/service-context';
import { authorize, REFUSALS, postResultOf, loadStoryFacts } from '../access';
import type { PostResultRefusal } from '../access';
import { isValidPostId } from '@server/lib/ids';
import { findPost } from './posts.service';

/**
 * The post page's answer: the story, or the PostResult refusal the access
 * room gives this viewer for it (the page, AMP and GraphQL all read this).
 */
export async function resolvePostResult(
  id: string,
  ctx: ServiceContext,
): Promise<PostRow | PostResultRefusal> {
  const post = isValidPostId(id) ? await findPost({ db: ctx.db, id }) : null;
  if (!post) return postResultOf(REFUSALS.notFound);
  const facts = await loadStoryFacts(post, ctx.viewer, ctx.loaders);
  const refused = authorize(ctx.viewer, 'read', facts);
  return refused ? postResultOf(refused) : post;
}
