/**
 * `npm run bench:http`: Quire in production mode on a generated data set,
 * loaded with autocannon on loopback, page by page; with BENCH_GHOST=1, Ghost
 * beside it in the same run. Prints a table (and BENCH_JSON) of requests per
 * second, p50/p99 latency, errors and the peak memory of all the server's
 * processes. `-- --help` lists the settings.
 *
 * The data set is generated and Ghost installed first; building, serving and
 * measuring then happen under the shared build lock, so that no build or
 * end-to-end run elsewhere on the machine overlaps the measurement.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { rmSync, writeFileSync } from 'node:fs';
import { ensureBuilt, findFreePort, rerunUnderBuildLock, startBenchServer } from '../story-server';
import type { BenchServer } from '../story-server';
import { installGhost, startGhost } from './ghost-server';
import type { GhostServer } from './ghost-server';
import { measure, warmUp } from './load';
import type { RunResult } from './load';
import { measureAll, PAIRED_PAGES } from './measure-all';
import { prepareData, readSummary } from './prepare-data';
import { treeRssMb } from './process-memory';
import { quireTargets } from './quire-targets';
import type { Probe, QuireTargets } from './quire-targets';
import { ratioLines, ratios, summarise, table } from './report';
import { HELP, readSettings } from './settings';
import type { BenchSettings } from './settings';

function ghostTargets(ghost: GhostServer) {
  const headers = { accept: 'text/html' };
  return [
    {
      page: PAIRED_PAGES[0] ?? '',
      server: 'ghost' as const,
      url: `${ghost.origin}${ghost.postPath}`,
      headers,
    },
    { page: PAIRED_PAGES[1] ?? '', server: 'ghost' as const, url: `${ghost.origin}/`, headers },
  ];
}

function selected(quire: QuireTargets, settings: BenchSettings) {
  if (settings.pages.length === 0) return quire.targets;
  return quire.targets.filter((target) =>
    settings.pages.some((page) => target.page.startsWith(page)),
  );
}

function header(settings: BenchSettings, dataDir: string): string[] {
  const data = readSummary(dataDir);
  return [
    `Quire bench:http, ${new Date().toISOString()}`,
    `Machine: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}; ` +
      `load average over 1, 5 and 15 minutes ${loadavg()
        .map((value) => value.toFixed(1))
        .join(', ')} (other work on the machine skews absolute figures)`,
    `Data: ${data.rows.posts} posts, ${data.rows.users} users, seed ${data.seed}, on ${settings.databaseUrl ? 'PostgreSQL' : 'PGlite'}`,
    `Load: autocannon -c ${settings.connections} -d ${settings.durationSeconds} after a ${settings.warmUpSeconds} s warm-up; rounds of story and home: ${settings.rounds}`,
    `PAGE_CACHE=${settings.pageCache ?? '(unset: the server default)'}`,
  ];
}

function writeJson(settings: BenchSettings, report: Record<string, unknown>): void {
  // The database URL may carry a password: the report names only the kind of database.
  const { databaseUrl, jsonPath, ...shown } = settings;
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  writeFileSync(
    jsonPath ?? '',
    `${JSON.stringify({ settings: { ...shown, database }, ...report }, null, 2)}\n`,
  );
  console.log(`JSON: ${jsonPath}`);
}

const UNCACHED_STORY = 'story (logged out, PAGE_CACHE=false)';

/**
 * The logged-out story again, on a server started with PAGE_CACHE=false:
 * what every render costs, beside what the page cache serves. Skipped when
 * the whole run is already uncached or the story is not among the pages.
 */
async function measureUncachedStory(
  settings: BenchSettings,
  dataDir: string,
  storyUrl: string,
): Promise<{ runs: RunResult[]; probes: Probe[] }> {
  const wanted =
    settings.pages.length === 0 || settings.pages.some((page) => 'story'.startsWith(page));
  if (settings.pageCache === 'false' || !wanted) return { runs: [], probes: [] };
  const server = await startBenchServer({
    dataDir,
    databaseUrl: settings.databaseUrl,
    env: { PAGE_CACHE: 'false' },
  });
  try {
    const url = `${server.origin}${new URL(storyUrl).pathname}`;
    const target = {
      page: UNCACHED_STORY,
      server: 'quire' as const,
      url,
      headers: { accept: 'text/html' },
    };
    const answer = await fetch(url, { headers: target.headers });
    const body = await answer.text();
    const probe = {
      page: UNCACHED_STORY,
      status: answer.status,
      bytes: Buffer.byteLength(body),
      setsCookies: answer.headers.getSetCookie().length > 0,
    };
    await warmUp(target, settings.warmUpSeconds);
    const shape = { connections: settings.connections, durationSeconds: settings.durationSeconds };
    const run = await measure(target, shape, server.pid, 1);
    console.log(
      `quire ${UNCACHED_STORY}: ${run.requestsPerSecond} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms`,
    );
    return { runs: [run], probes: [probe] };
  } finally {
    await server.stop();
  }
}

/** Serves, measures and reports; runs under the build lock. */
async function measureRun(settings: BenchSettings, dataDir: string): Promise<void> {
  ensureBuilt();
  let ghost: GhostServer | null = null;
  const server: BenchServer = await startBenchServer({
    dataDir,
    databaseUrl: settings.databaseUrl,
  });
  let stopped = false;
  try {
    const quire = await quireTargets(server.origin, readSummary(dataDir));
    const idle = [`Idle RSS: Quire ${treeRssMb(server.pid)} MB`];
    if (settings.withGhost) {
      ghost = startGhost(await findFreePort());
      idle.push(`Ghost ${treeRssMb(ghost.pid)} MB`);
    }
    const runs = await measureAll({
      quire: { pid: server.pid, targets: selected(quire, settings) },
      ghost: ghost && { pid: ghost.pid, targets: ghostTargets(ghost) },
      shape: { connections: settings.connections, durationSeconds: settings.durationSeconds },
      warmUpSeconds: settings.warmUpSeconds,
      rounds: settings.rounds,
    });
    ghost?.stop();
    ghost = null;
    await server.stop();
    stopped = true;
    const uncached = await measureUncachedStory(settings, dataDir, quire.storyUrl);
    runs.push(...uncached.runs);
    quire.probes.push(...uncached.probes);
    const pages = summarise(runs);
    const paired = ratios(runs, pages);
    const lines = [
      ...header(settings, dataDir),
      idle.join(', '),
      `Story: ${quire.storyUrl}`,
      ...quire.notes,
    ];
    console.log(`\n${lines.join('\n')}\n\n${table(pages, quire.probes)}\n`);
    for (const line of ratioLines(paired)) console.log(line);
    if (settings.jsonPath)
      writeJson(settings, {
        header: lines,
        data: readSummary(dataDir),
        probes: quire.probes,
        runs,
        pages,
        ratios: paired,
      });
  } finally {
    ghost?.stop();
    if (!stopped) await server.stop();
  }
}

async function main(): Promise<number> {
  const { settings, wantsHelp } = readSettings();
  if (wantsHelp) {
    console.log(HELP);
    return 0;
  }
  const prepared = process.env.BENCH_PREPARED_DIR;
  if (prepared) {
    await measureRun(settings, prepared);
    return 0;
  }
  const dataDir = await prepareData(settings);
  try {
    if (settings.withGhost) installGhost();
    process.env.BENCH_PREPARED_DIR = dataDir;
    const lockedRun = rerunUnderBuildLock();
    if (lockedRun !== null) return lockedRun;
    await measureRun(settings, dataDir);
    return 0;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
