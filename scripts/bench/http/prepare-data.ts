import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@server/db/client';
import { generateBenchData } from '../data/bench-data';
import type { BenchDataSummary } from '../data/bench-data';
import type { BenchSettings } from './settings';

const SUMMARY_FILE = 'bench-data.json';

async function generate(dataDir: string, settings: BenchSettings): Promise<void> {
  console.log(
    `Generating ${settings.posts} posts in ${settings.databaseUrl ? 'PostgreSQL' : dataDir}…`,
  );
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    pgliteDir: join(dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    const summary = await generateBenchData({
      db: database.db,
      dataDir,
      posts: settings.posts,
      users: settings.users,
      seed: settings.seed,
      log: (line) => console.log(`  ${line}`),
    });
    writeFileSync(join(dataDir, SUMMARY_FILE), `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`Data set written in ${summary.seconds} s.`);
  } finally {
    await database.close();
  }
}

/**
 * A temporary data directory for one run (the caller removes it): a freshly
 * generated data set, or a copy of BENCH_DATA_DIR (generated there first if
 * it has none), so that what a run writes (the benchmark story, sessions)
 * never piles up in the kept one.
 */
export async function prepareData(settings: BenchSettings): Promise<string> {
  const runDir = mkdtempSync(join(tmpdir(), 'quire-bench-http-'));
  if (!settings.keptDataDir) {
    await generate(runDir, settings);
    return runDir;
  }
  if (!existsSync(join(settings.keptDataDir, SUMMARY_FILE)))
    await generate(settings.keptDataDir, settings);
  else console.log(`Reusing the data set in ${settings.keptDataDir}.`);
  cpSync(settings.keptDataDir, runDir, { recursive: true });
  return runDir;
}

export function readSummary(dataDir: string): BenchDataSummary {
  return JSON.parse(readFileSync(join(dataDir, SUMMARY_FILE), 'utf8')) as BenchDataSummary;
}
