import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { hiddenResponses } from '@server/db/schema/conversation';
import { posts } from '@server/db/schema/posts';
import { byKey } from '@server/lib/loaders';

/** Per-request loaders of the facts the access room decides on. */
export function createAccessLoaders(db: Database) {
  return {
    /** For a response its parent's author hid: that author's id; null otherwise. */
    hiddenByParentAuthor: byKey<string | null>(async (responseIds) => {
      const rows = await db
        .select({ responseId: hiddenResponses.responsePostId, parentAuthorId: posts.creatorId })
        .from(hiddenResponses)
        .innerJoin(posts, eq(posts.id, hiddenResponses.parentPostId))
        .where(inArray(hiddenResponses.responsePostId, responseIds));
      return new Map(rows.map((row) => [row.responseId, row.parentAuthorId]));
    }, null),
  };
}
