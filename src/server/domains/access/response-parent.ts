import type { PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { mayNameParent } from './story-access';
import { loadStoryFacts } from './story-facts';
import type { StoryFactLoaders } from './story-facts';

/**
 * The story a response answers, as this viewer may see it named (on the
 * response's page, its card, the editor): null when the room refuses it.
 */
export async function parentNamedTo(
  response: PostRow,
  viewer: UserRow | null,
  loaders: StoryFactLoaders & { postById: { load(id: string): Promise<PostRow | null> } },
): Promise<PostRow | null> {
  if (!response.inResponseToPostId) return null;
  const parent = await loaders.postById.load(response.inResponseToPostId);
  if (!parent) return null;
  const facts = await loadStoryFacts(parent, viewer, loaders);
  return mayNameParent(viewer, response, facts) ? parent : null;
}
