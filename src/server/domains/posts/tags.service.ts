import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { postTags, tags } from '@server/db/schema/posts';
import { MAX_TAGS_PER_POST, MAX_TAG_LENGTH } from '@shared/content/post-enums';
import { BadRequestError } from '@server/lib/app-errors';
import { POST_TEXTS } from './posts.texts';
import { slugify } from './posts.service';

export interface TagInput {
  slug: string;
  displayTitle: string;
}

/** Trims, slugs and de-duplicates the author's tag titles; refuses more than five. */
export function normaliseTags(titles: readonly string[]): TagInput[] {
  const bySlug = new Map<string, TagInput>();
  for (const raw of titles) {
    const displayTitle = raw.trim().replace(/\s+/g, ' ');
    if (displayTitle.length > MAX_TAG_LENGTH) throw new BadRequestError(POST_TEXTS.tagTooLong);
    const slug = slugify(displayTitle);
    if (!slug) throw new BadRequestError(POST_TEXTS.tagWithoutLetters);
    if (!bySlug.has(slug)) bySlug.set(slug, { slug, displayTitle });
  }
  if (bySlug.size > MAX_TAGS_PER_POST) throw new BadRequestError(POST_TEXTS.tooManyTags);
  return [...bySlug.values()];
}

/**
 * Replaces a post's tags. A tag is created on first use and keeps the display
 * title it was first written with; later spellings reuse it by slug.
 */
export async function replacePostTags(options: {
  tx: Database;
  postId: string;
  tags: TagInput[];
}): Promise<void> {
  const { tx, postId } = options;
  if (options.tags.length > 0)
    await tx.insert(tags).values(options.tags).onConflictDoNothing({ target: tags.slug });
  await tx.delete(postTags).where(eq(postTags.postId, postId));
  if (options.tags.length > 0)
    await tx
      .insert(postTags)
      .values(options.tags.map((tag, position) => ({ postId, tagSlug: tag.slug, position })));
}
