import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { rowsOf } from '@server/db/raw-rows';

/** Stories reindexed per statement once the bulk load is over. */
const REINDEX_BATCH = 2_000;

/**
 * The search index follows every write through statement triggers: each
 * statement rebuilds the documents of the stories it wrote. A bulk load writes
 * stories first and their tags later, so every document would be built twice;
 * the generator pauses the triggers while it writes and builds the index once,
 * in batches, with the same function the triggers call.
 */
export async function pauseSearchIndexing(db: Database): Promise<void> {
  await db.execute(sql`alter table posts disable trigger search_posts_inserted`);
  await db.execute(sql`alter table posts disable trigger search_posts_updated`);
  await db.execute(sql`alter table post_tags disable trigger search_post_tags_added`);
}

export async function rebuildSearchIndex(db: Database): Promise<number> {
  await db.execute(sql`alter table posts enable trigger search_posts_inserted`);
  await db.execute(sql`alter table posts enable trigger search_posts_updated`);
  await db.execute(sql`alter table post_tags enable trigger search_post_tags_added`);
  const result = await db.execute(
    sql`select id from posts where status = 'PUBLISHED' and deleted_at is null order by id`,
  );
  const ids = rowsOf<{ id: string }>(result).map((row) => row.id);
  for (let start = 0; start < ids.length; start += REINDEX_BATCH) {
    const batch = ids.slice(start, start + REINDEX_BATCH);
    await db.execute(sql`select search_reindex_posts(${sql.param(batch)}::text[])`);
  }
  return ids.length;
}
