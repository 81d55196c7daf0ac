import type { SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import type { PostRow } from '@server/db/schema/posts';
import { NotFoundError } from '@server/lib/app-errors';
import { findLiveStory, liveStorySql } from '../access';
import { READING_TEXTS } from './reading.texts';

/**
 * Readers clap for, save and remember only stories anyone may act on: the
 * access room's live story. Anything else answers NotFound, the same as a
 * missing story, so these endpoints never confirm a draft exists.
 */
export const isReadablePostSql = (): SQL => liveStorySql();

export async function requireReadablePost(db: Database, postId: string): Promise<PostRow> {
  const post = await findLiveStory(db, postId);
  if (!post) throw new NotFoundError(READING_TEXTS.postNotFound);
  return post;
}
