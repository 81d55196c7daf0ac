/**
 * `npm run bench:data -- --posts 100000`: writes a realistic data set for
 * benchmarks into an empty database — PGlite under DATA_DIR (or --dir), or
 * the PostgreSQL database named by DATABASE_URL — and prints what it wrote.
 *
 *   --posts N    stories, responses and drafts together (default 1000)
 *   --users N    accounts (default posts / 4, at least 20); a fifth of them write
 *   --dir PATH   DATA_DIR: PGlite's files and the pictures (default $DATA_DIR or ./data)
 *   --seed N     the same seed writes the same rows (default 1)
 *   --anchor D   the day dates count back from (default today, UTC)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@server/db/client';
import { loadConfig } from '@server/env';
import { generateBenchData } from './bench-data';

function positive(text: string | undefined, fallback: number | undefined, name: string) {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive whole number.`);
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      posts: { type: 'string' },
      users: { type: 'string' },
      dir: { type: 'string' },
      seed: { type: 'string' },
      anchor: { type: 'string' },
    },
  });
  const config = loadConfig();
  const dataDir = path.resolve(values.dir ?? config.dataDir);
  const posts = positive(values.posts, 1000, 'posts') ?? 1000;
  const users = positive(values.users, undefined, 'users');
  if (users !== undefined && users < 10) throw new Error('--users must be at least 10.');
  const anchor = values.anchor ? new Date(`${values.anchor.slice(0, 10)}T00:00:00Z`) : undefined;
  if (anchor && Number.isNaN(anchor.getTime()))
    throw new Error('--anchor must be a date (YYYY-MM-DD).');
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  console.log(`Writing ${posts} posts into ${where}…`);
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    const summary = await generateBenchData({
      db: database.db,
      dataDir,
      posts,
      users,
      seed: positive(values.seed, 1, 'seed'),
      anchor,
      log: (line) => console.log(`  ${line}`),
    });
    writeFileSync(path.join(dataDir, 'bench-data.json'), `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`Done in ${summary.seconds} s.`);
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    await database.close();
  }
}

/** The database's own words: a failed batch's message would repeat megabytes of rows. */
function reason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.length > 500 ? `${message.slice(0, 500)}…` : message;
}

main().catch((error: unknown) => {
  console.error(reason(error));
  process.exit(1);
});
