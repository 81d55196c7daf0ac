import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { rowsOf } from '@server/db/raw-rows';
import { allowedEdits } from './search-query';
import type { SearchQuery } from './search-query';

/** Candidates read from the trigram index per word before edit distance decides. */
const NEAREST_CANDIDATES = 24;
/** Corrections kept per word, closest first. */
const MAX_CORRECTIONS = 3;

/**
 * Words of the index a misspelt word may have meant: one statement for the
 * whole query. A word the index knows (or, for the word being typed, that
 * begins a word it knows: a range on the pattern index) is taken as meant.
 * Otherwise the nearest words by trigram distance (GiST index) among those of
 * a length within reach are kept when they are at most one edit away (words
 * of 5+ letters) or two (9+), closest first.
 */
export async function findCorrections(
  db: Database,
  query: SearchQuery,
): Promise<Map<string, string[]>> {
  const candidates = query.words.filter((word) => allowedEdits(word) > 0);
  const corrections = new Map<string, string[]>();
  if (candidates.length === 0) return corrections;
  const prefixWord = query.lastWordIsPrefix ? query.words.at(-1) : undefined;
  const result = await db.execute(sql`
    select q.word as typed, c.word as meant
    from jsonb_array_elements_text(${JSON.stringify(candidates)}::jsonb) as q(word)
    cross join lateral (select case when char_length(q.word) >= 9 then 2 else 1 end as edits) a
    cross join lateral (
      select n.word, levenshtein(n.word, q.word) as edits, n.distance
      from (
        select w.word, w.word <-> q.word as distance from search_words w
        where char_length(w.word) between char_length(q.word) - a.edits and char_length(q.word) + a.edits
        order by w.word <-> q.word limit ${NEAREST_CANDIDATES}
      ) n
      where levenshtein(n.word, q.word) <= a.edits
    ) c
    where not exists (select 1 from search_words known where known.word = q.word)
      and (q.word <> ${prefixWord ?? ''}
        or not exists (select 1 from search_words begun
          where begun.word ~>=~ q.word and begun.word ~<~ (q.word || chr(1114111))))
    order by q.word, c.edits, c.distance, c.word`);
  for (const row of rowsOf<{ typed: string; meant: string }>(result)) {
    const list = corrections.get(row.typed) ?? [];
    if (list.length < MAX_CORRECTIONS) list.push(row.meant);
    corrections.set(row.typed, list);
  }
  return corrections;
}
