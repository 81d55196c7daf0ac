import { parseArgs } from 'node:util';

/** What `npm run bench:http` measures and how hard, from the environment (flags win). */
export interface BenchSettings {
  posts: number;
  users: number | undefined;
  seed: number;
  /** A data directory to keep between runs: generated once, copied for each run. */
  keptDataDir: string | undefined;
  databaseUrl: string | undefined;
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
  /** Rounds of the pages measured against Ghost (A B A B…); other pages run once. */
  rounds: number;
  withGhost: boolean;
  /** Only pages whose name starts with one of these (all when empty). */
  pages: string[];
  jsonPath: string | undefined;
  /** Passed through to the server as is; reported in the header. */
  pageCache: string | undefined;
}

export const HELP = `npm run bench:http [-- --posts N]

Environment (defaults in brackets):
  BENCH_POSTS        stories in the generated data set [1000]; 100000 for the big one
  BENCH_USERS        accounts [posts / 4]      BENCH_SEED      data seed [1]
  BENCH_DATA_DIR     keep the generated data here and reuse it (each run serves a copy)
  BENCH_CONNECTIONS  [50]   BENCH_DURATION seconds per run [20]   BENCH_WARMUP seconds [5]
  BENCH_ROUNDS       rounds of story and home [2 with Ghost, else 1]
  BENCH_PAGES        comma-separated page names to measure (prefixes), e.g. story,home
  BENCH_GHOST=1      also install, start and measure Ghost, interleaved, with ratios
  BENCH_JSON=path    also write the results as JSON
  PAGE_CACHE         passed through to the server (e.g. false) and printed
  DATABASE_URL       use this (empty) PostgreSQL database instead of PGlite`;

function whole(text: string | undefined, fallback: number, name: string, min = 1): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number ≥ ${min}.`);
  return value;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env, argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: { posts: { type: 'string' }, help: { type: 'boolean' } },
  });
  const withGhost = ['1', 'true', 'yes'].includes(env.BENCH_GHOST ?? '');
  const settings: BenchSettings = {
    posts: whole(values.posts ?? env.BENCH_POSTS, 1000, 'BENCH_POSTS'),
    users: env.BENCH_USERS ? whole(env.BENCH_USERS, 0, 'BENCH_USERS', 10) : undefined,
    seed: whole(env.BENCH_SEED, 1, 'BENCH_SEED'),
    keptDataDir: env.BENCH_DATA_DIR || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    connections: whole(env.BENCH_CONNECTIONS, 50, 'BENCH_CONNECTIONS'),
    durationSeconds: whole(env.BENCH_DURATION, 20, 'BENCH_DURATION'),
    warmUpSeconds: whole(env.BENCH_WARMUP, 5, 'BENCH_WARMUP', 0),
    rounds: whole(env.BENCH_ROUNDS, withGhost ? 2 : 1, 'BENCH_ROUNDS'),
    withGhost,
    pages: (env.BENCH_PAGES ?? '')
      .split(',')
      .map((page) => page.trim())
      .filter(Boolean),
    jsonPath: env.BENCH_JSON || undefined,
    pageCache: env.PAGE_CACHE,
  };
  return { settings, wantsHelp: values.help === true };
}
