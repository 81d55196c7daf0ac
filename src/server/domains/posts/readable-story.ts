import type { PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import type { ServiceContext } from '@server/service-context';
import { statusForPostResult } from '@shared/access/post-result-status';
import { bodyForEveryone } from '../access';
import { resolvePostResult } from './post-result';
import { postPath } from './posts.service';

/** A readable story with what its pages need around it. */
export interface LoadedStory {
  post: PostRow;
  creator: UserRow;
  path: string;
  tags: Array<{ slug: string; displayTitle: string }>;
}

/**
 * The story behind an AMP page or a social card, asked of the same service and
 * loaders as the story page (postResult), or the status to answer instead.
 * Both are copies shared with everyone, so a member-only story comes cut to
 * its opening whoever asks (the access room's bodyForEveryone).
 */
export async function loadReadableStory(
  id: string,
  ctx: ServiceContext,
): Promise<{ story: LoadedStory } | { status: number }> {
  const result = await resolvePostResult(id, ctx);
  if ('__typename' in result) return { status: statusForPostResult(result.__typename) };
  const [creator, collection, tags] = await Promise.all([
    ctx.loaders.userById.load(result.creatorId),
    result.collectionId ? ctx.loaders.collectionById.load(result.collectionId) : null,
    ctx.loaders.tagsByPostId.load(result.id),
  ]);
  if (!creator) return { status: 404 };
  return {
    story: {
      post: {
        ...result,
        content: {
          ...result.content,
          paragraphs: bodyForEveryone(result, result.content.paragraphs),
        },
      },
      creator,
      path: postPath(result, creator, collection?.slug ?? null),
      tags: tags.map((tag) => ({ slug: tag.slug, displayTitle: tag.displayTitle })),
    },
  };
}
