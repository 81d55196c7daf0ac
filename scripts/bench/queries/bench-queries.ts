/**
 * `npm run bench:queries`: the data behind the home feed, a profile, a story
 * and a publication's home, archive and submissions queue, timed against a
 * data set from `npm run bench:data` (100,000 stories for the published
 * figures), logged out and as the data set's reader (the submissions queue as
 * the publication's creator, the only ones who see it). Each page is timed two
 * ways:
 *
 * - **page**: the shell's and the screen's operations as the server runs them
 *   to render the page (http/routes/pages.ts): one request, one context whose
 *   DataLoaders both share, parsed documents executed in-process. The bounds
 *   apply here: p95 under BENCH_MAX_P95_MS (the publication's pages 10 ms), and
 *   no more statements than the page's bound.
 * - **navigation**: the screen's operation alone through the app's GraphQL
 *   endpoint, as the browser fetches it when a reader moves to the page.
 *
 * It prints p50/p95 for both and the statements the page takes, and exits
 * non-zero when a bound is reached.
 *
 * The database is reached as the server reaches it: PGlite in a process of its
 * own over its socket (EMBEDDED_DATABASE=in-process: in this process), or the
 * PostgreSQL server of DATABASE_URL.
 *
 *   BENCH_DATA_DIR      the data set's DATA_DIR (./data); DATABASE_URL for PostgreSQL
 *   BENCH_ITERATIONS    timed rounds per page (200), after 20 untimed ones
 *   BENCH_MAX_P95_MS    [5]
 *   BENCH_PAGES         only these pages, comma-separated (e.g. "publication home,submissions")
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/client';
import {
  startDatabaseProcess,
  usesDatabaseProcess,
} from '@server/db/embedded/start-database-process';
import { countStatements } from '@server/db/statement-counter';
import { loadConfig } from '@server/env';
import { eq } from 'drizzle-orm';
import { collections } from '@server/db/schema/posts';
import { users } from '@server/db/schema/users';
import {
  collectionArchiveUrl,
  collectionSubpageUrl,
  collectionUrl,
  userUrl,
} from '@shared/routing/urls';
import type { BenchDataSummary } from '../data/bench-data';
import { pageOperations } from './page-operations';
import type { PageOperation } from './page-operations';
import { PAGE_DATA_PATH, registerPageDataRoute } from './page-data-route';
import { readerSession } from './reader-session';

/**
 * Statements a page may take, whatever the data set's size: one per loader batch, never per row
 * (the profile's and the story's include the publisher's design, decision 032; a publication's
 * home its header, pins, shortform posts and stories).
 */
const STATEMENT_BOUNDS: Record<string, number> = {
  home: 7,
  profile: 13,
  story: 14,
  'publication home': 15,
  'publication archive': 14,
  submissions: 5,
};

/** The publication's pages answer within 10 ms at p95 at 100,000 stories (issue's speed target). */
const PUBLICATION_P95_MS = 10;
const PUBLICATION_PAGES = new Set(['publication home', 'publication archive', 'submissions']);

const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data');
const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
const maxP95 = Number(process.env.BENCH_MAX_P95_MS ?? 5);

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
}

async function main(): Promise<number> {
  const summary = JSON.parse(
    readFileSync(path.join(dataDir, 'bench-data.json'), 'utf8'),
  ) as BenchDataSummary & { sampleStoryId: string };
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
  });
  const embedded = usesDatabaseProcess(config)
    ? await startDatabaseProcess(path.join(dataDir, 'pglite'), {
        fromBuild: true,
        onExit: (code) => {
          console.error(`The database process exited (code ${code}).`);
          process.exit(2);
        },
      })
    : null;
  const database = await openDatabase({
    databaseUrl: embedded?.url ?? config.databaseUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
  });
  const { app, pageData } = await buildApp(config, {
    database,
    renderMode: 'source',
    runJobs: false,
  });
  try {
    const publication = { id: '', slug: summary.collectionSlug };
    const pages = await pageOperations({
      home: '/',
      profile: userUrl(summary.writerUsername),
      story: `/p/${summary.sampleStoryId}`,
      'publication home': collectionUrl(publication),
      'publication archive': collectionArchiveUrl(publication),
      submissions: collectionSubpageUrl(publication, 'stories/submissions'),
    });
    const reader = await readerSession(database.db, config, summary.readerUsername);
    const [owner] = await database.db
      .select({ username: users.username })
      .from(collections)
      .innerJoin(users, eq(users.id, collections.creatorId))
      .where(eq(collections.slug, summary.collectionSlug));
    if (!owner) throw new Error(`The data set has no publication ${summary.collectionSlug}.`);
    const editor = await readerSession(database.db, config, owner.username);
    registerPageDataRoute(app, pageData, pages);
    type Session = typeof reader | null;
    const fail = (what: string, status: number, body: string) => {
      throw new Error(`${what}: ${status} ${body.slice(0, 300)}`);
    };
    /** The page's data, as its render fetches it. */
    const renderData = async (page: string, session: Session) => {
      const response = await app.inject({
        method: 'GET',
        url: `${PAGE_DATA_PATH}?page=${encodeURIComponent(page)}`,
        cookies: session?.cookies ?? {},
      });
      if (response.statusCode !== 204) fail(page, response.statusCode, response.body);
    };
    /** The screen's operation over the GraphQL endpoint, as a client-side navigation asks it. */
    const navigate = async (operation: PageOperation, session: Session) => {
      const cookies = session?.cookies ?? {};
      const response = await app.inject({
        method: 'POST',
        url: '/_/graphql',
        headers: { 'content-type': 'application/json', ...(session?.headersFor(cookies) ?? {}) },
        cookies,
        payload: { query: operation.query, variables: operation.variables },
      });
      if (response.statusCode !== 200 || response.body.includes('"errors"'))
        fail(operation.name, response.statusCode, response.body);
    };
    /** p50 and p95 of `iterations` timed rounds, after 20 untimed ones. */
    const time = async (round: () => Promise<void>) => {
      for (let warm = 0; warm < 20; warm += 1) await round();
      const times: number[] = [];
      for (let i = 0; i < iterations; i += 1) {
        const start = performance.now();
        await round();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
    };
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    const where = config.databaseUrl
      ? 'PostgreSQL'
      : `PGlite ${embedded ? 'in its own process' : 'in this process'} on ${dataDir}`;
    console.log(
      `bench:queries on ${where}: ` +
        `${summary.rows.posts} posts, ${iterations} rounds per page\n`,
    );
    console.log(
      '| page | reader | operations | page p50 | page p95 | statements | bound | navigation p50 | navigation p95 |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    let failed = false;
    const only = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
    for (const [page, operations] of Object.entries(pages)) {
      if (only && !only.includes(page)) continue;
      // The queue is for the publication's staff: its creator, as they would open it.
      const visits: ReadonlyArray<readonly [string, Session]> =
        page === 'submissions'
          ? [['its creator', editor]]
          : [
              ['logged out', null],
              ['signed in', reader],
            ];
      const screenOperation = operations[operations.length - 1] as PageOperation;
      for (const [who, session] of visits) {
        const rendered = await time(() => renderData(page, session));
        const { count } = await countStatements(() => renderData(page, session));
        const navigation = await time(() => navigate(screenOperation, session));
        const bound = STATEMENT_BOUNDS[page] ?? 0;
        const p95Bound = PUBLICATION_PAGES.has(page) ? PUBLICATION_P95_MS : maxP95;
        if (rendered.p95 >= p95Bound || count > bound) failed = true;
        console.log(
          `| ${page} | ${who} | ${operations.map((operation) => operation.name).join(' + ')} | ` +
            `${ms(rendered.p50)} | ${ms(rendered.p95)} | ${count} | ${bound} | ` +
            `${ms(navigation.p50)} | ${ms(navigation.p95)} |`,
        );
      }
    }
    return failed ? 1 : 0;
  } finally {
    await app.close();
    await database.close();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
