import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import { isValidPostId } from '@server/lib/ids';
import { liveStorySql } from './visibility-sql';

/**
 * The story an action names, when readers may act on it (liveStorySql), in one
 * statement; null for a bad id, a draft, a deleted story or one whose author or
 * itself is suspended. Claps, bookmarks, highlights, notes and responses all
 * ask this, so they refuse the same stories.
 */
export async function findLiveStory(db: Database, postId: string): Promise<PostRow | null> {
  if (!isValidPostId(postId)) return null;
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, sql`${postId.toLowerCase()}`), liveStorySql()))
    .limit(1);
  return row ?? null;
}
