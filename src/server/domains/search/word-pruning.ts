import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { rowsOf } from '@server/db/raw-rows';

/** Dictionary words looked at per statement: each is one index lookup, so a slice is short. */
const SLICE = 200;

/** Prunes the words after `after`; the last one looked at, or null at the end. */
async function pruneSlice(db: Database, after: string): Promise<string | null> {
  const result = await db.execute(sql`select search_prune_words(${after}, ${SLICE}) as last`);
  return rowsOf<{ last: string | null }>(result)[0]?.last ?? null;
}

/**
 * Drops the words of the typo dictionary that no published story uses any
 * more (its last story was edited, unpublished or deleted), so a misspelling
 * is never corrected to a word that finds nothing. Walks the dictionary in
 * word order a slice per statement, letting other statements run between
 * slices (PGlite answers one statement at a time). Returns the words dropped.
 */
export async function pruneSearchWords(db: Database): Promise<number> {
  const [before] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from search_words`),
  );
  for (let after: string | null = ''; after !== null;) {
    after = await pruneSlice(db, after);
    await new Promise((resolve) => setImmediate(resolve));
  }
  const [now] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from search_words`),
  );
  return (before?.total ?? 0) - (now?.total ?? 0);
}
