/**
 * `npm run bench:search`: search on the benchmark data set (write it first with
 * `npm run bench:data -- --posts 100000`), through the search domain as the
 * routes call it. Prints the median and 95th percentile of predictive search
 * (the header's four-index query, the last word as a prefix), predictive
 * search with one typo in a word, a results page, and the index update a
 * publish makes (rolled back, so the data set stays as it was).
 *
 *   --dir PATH   DATA_DIR holding the data set (default $DATA_DIR or ./data)
 *   --runs N     measured runs of each (default 200)
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '@server/db/client';
import type { Database } from '@server/db/client';
import { rowsOf } from '@server/db/raw-rows';
import { posts } from '@server/db/schema/posts';
import { answerMultiIndexQuery, createPostgresSearchIndex } from '@server/domains/search';
import { loadConfig } from '@server/env';
import { indexNameOf } from '@shared/search/predictive-search';

const { values } = parseArgs({ options: { dir: { type: 'string' }, runs: { type: 'string' } } });
const config = loadConfig();
const dataDir = path.resolve(values.dir ?? config.dataDir);
const RUNS = Number(values.runs ?? 200);
const WARM_UP = 20;

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

async function measure(label: string, inputs: string[], work: (input: string) => Promise<unknown>) {
  const times: number[] = [];
  for (let run = 0; run < RUNS + WARM_UP; run += 1) {
    const input = inputs[run % inputs.length] ?? '';
    const started = performance.now();
    await work(input);
    if (run >= WARM_UP) times.push(performance.now() - started);
  }
  const { median, p95 } = percentiles(times);
  console.log(`${label.padEnd(36)} median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
}

/** Queries as readers type them: one or two words of real titles, the last one cut short. */
async function sampleQueries(
  db: Database,
): Promise<{ typed: string[]; typo: string[]; full: string[] }> {
  const titles = rowsOf<{ title: string }>(
    await db.execute(
      sql`select title from posts where status = 'PUBLISHED' and deleted_at is null order by md5(id) limit 300`,
    ),
  ).map((row) => row.title.toLowerCase().match(/\p{L}{5,}/gu) ?? []);
  const typed: string[] = [];
  const typo: string[] = [];
  const full: string[] = [];
  for (const words of titles) {
    const [first, second] = words;
    if (!first) continue;
    full.push(second ? `${first} ${second}` : first);
    typed.push(second ? `${first} ${second.slice(0, 3)}` : first.slice(0, 4));
    // One substitution in the middle of the word.
    const middle = Math.floor(first.length / 2);
    const swapped = first[middle] === 'x' ? 'z' : 'x';
    typo.push(`${first.slice(0, middle)}${swapped}${first.slice(middle + 1)}`);
  }
  return { typed, typo, full };
}

const predictiveBody = (query: string) => ({
  requests: [
    { index: 'users', attrs: ['imageId', 'name', 'username'], numeric: [] },
    { index: 'collections', attrs: ['collectionId', 'imageId', 'name'], numeric: [] },
    { index: 'tags', attrs: [], numeric: ['postCount>=1', 'followerCount>=1'] },
    {
      index: 'posts',
      attrs: ['postId', 'title', 'latestPublishedAt'],
      numeric: ['latestPublishedAt>0'],
    },
  ].map((request) => ({
    indexName: indexNameOf(request.index as 'users'),
    params: {
      query,
      hitsPerPage: 3,
      facetFilters: [],
      numericFilters: request.numeric,
      attributesToRetrieve: request.attrs,
    },
  })),
});

async function publishUpdate(db: Database, draftIds: string[]) {
  let index = 0;
  return async () => {
    const id = draftIds[index++ % draftIds.length] ?? '';
    const started = performance.now();
    let elapsed = 0;
    await db
      .transaction(async (tx) => {
        await tx
          .update(posts)
          .set({ status: 'PUBLISHED', latestPublishedAt: new Date() })
          .where(and(eq(posts.id, id), eq(posts.status, 'DRAFT')));
        elapsed = performance.now() - started;
        tx.rollback();
      })
      .catch(() => undefined);
    return elapsed;
  };
}

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(dataDir, 'pglite'),
});
try {
  await database.migrate();
  const db = database.db;
  const [count] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from search_documents`),
  );
  console.log(
    `Search index: ${count?.total ?? 0} stories (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}).`,
  );
  await db.execute(sql`analyze`);
  const index = createPostgresSearchIndex(db);
  const queries = await sampleQueries(db);
  const viewerId = null;
  await measure('predictive search', queries.typed, (query) =>
    answerMultiIndexQuery({ index, viewerId, body: predictiveBody(query) }),
  );
  await measure('predictive search, one typo', queries.typo, (query) =>
    answerMultiIndexQuery({ index, viewerId, body: predictiveBody(query) }),
  );
  await measure('results page (stories tab)', queries.full, async (query) => {
    await index.stories({ query, viewerId, limit: 10 });
    await index.suggestion(query);
  });
  const drafts = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from posts where status = 'DRAFT' and deleted_at is null limit 200`,
    ),
  ).map((row) => row.id);
  if (drafts.length > 0) {
    const publish = await publishUpdate(db, drafts);
    const times: number[] = [];
    for (let run = 0; run < Math.min(RUNS, 100) + WARM_UP; run += 1) {
      const elapsed = await publish();
      if (run >= WARM_UP) times.push(elapsed);
    }
    const { median, p95 } = percentiles(times);
    console.log(
      `${'index update on publish'.padEnd(36)} median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
    );
  }
} finally {
  await database.close();
}
