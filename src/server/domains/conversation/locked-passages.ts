import { lockedPreview } from '@shared/content/locked-preview';
import type { PostContent } from '@shared/content/paragraph-model';
import type { Database } from '@server/db/client';
import type { UserRow } from '@server/db/schema/users';
import { readerMeterFromDb } from '../access';
import type { MeteredStory, ReaderMeter } from '../access';

/**
 * A member-only story's paragraphs past its opening are for whoever the access
 * room lets read its body now (members, its author and editors, a metered read
 * this month). Highlights and notes carry paragraph text, so they may only
 * name, and only show, the paragraphs the viewer could read on the page;
 * anything else is answered as an unknown paragraph. Asking never uses one of
 * the viewer's free stories.
 */
export async function readableContent(
  post: MeteredStory & { content: PostContent },
  meter: ReaderMeter,
): Promise<PostContent> {
  if (post.visibility !== 'LOCKED') return post.content;
  const access = await meter.peek(post);
  if (access.kind === 'whole') return post.content;
  return { ...post.content, paragraphs: lockedPreview(post.content.paragraphs) };
}

/** readableContent for a single write, reading straight from the database. */
export const contentForViewer = (
  db: Database,
  post: MeteredStory & { content: PostContent },
  viewer: UserRow | null,
): Promise<PostContent> => readableContent(post, readerMeterFromDb(db, viewer));
