/**
 * Lighthouse benchmark of the story, home and profile pages: `npm run bench:lighthouse`.
 *
 * Builds when dist/ is missing, starts Quire on a free port with an empty
 * data directory, publishes a 3,000-word story with five uploaded JPEGs,
 * audits its canonical URL, the home page and its writer's profile with
 * Lighthouse's default (mobile) settings in the local Chromium, prints each
 * page's scores and key metrics, and exits non-zero when any category of any
 * page scores below 95.
 *
 *   CHROMIUM_PATH   browser to drive (/usr/bin/chromium)
 *   BENCH_PAGES     pages to audit, comma-separated (story,home,profile)
 *   BENCH_MIN_SCORE threshold (95)
 *   BENCH_RUNS      audits to run; the median by performance is reported (3)
 *   BENCH_REPORT    also write each page's median run's JSON report to {this}-{page}.json
 *   BENCH_REPORT_ALL also write every run's report, to {this}-{page}-{run}.json
 *
 * Lighthouse scores vary from run to run (its documentation advises the
 * median of several runs), and on a busy machine the performance score
 * mostly measures the other processes: run it on a quiet one.
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { publishBenchStory } from './bench-story';
import { ensureBuilt, rerunUnderBuildLock, startBenchServer } from './story-server';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MIN_SCORE = Number(process.env.BENCH_MIN_SCORE ?? 95);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function audit(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned no result.');
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function metric(lhr: Result, id: string): string {
  return lhr.audits[id]?.displayValue ?? 'n/a';
}

function scriptBytes(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details as
    { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** The audits that cost a category points, worst first. */
function shortfalls(lhr: Result, categoryId: string): string[] {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((entry) => entry && entry.score !== null && entry.score < 1)
    .map((entry) => `${entry!.id} (${Math.round((entry!.score ?? 0) * 100)}): ${entry!.title}`);
}

function percent(lhr: Result, id: string): number {
  return Math.round((lhr.categories[id]?.score ?? 0) * 100);
}

function report(page: string, lhr: Result, runCount: number): boolean {
  let isPassing = true;
  console.log(
    `\n${page}: median of ${runCount} run(s), Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor} preset`,
  );
  console.log(`URL: ${lhr.finalDisplayedUrl}`);
  for (const id of CATEGORIES) {
    const score = percent(lhr, id);
    const isBelow = score < MIN_SCORE;
    if (isBelow) isPassing = false;
    console.log(
      `  ${id.padEnd(15)} ${String(score).padStart(3)}${isBelow ? '  < ' + MIN_SCORE : ''}`,
    );
    if (isBelow) for (const line of shortfalls(lhr, id)) console.log(`      ${line}`);
  }
  console.log('Metrics');
  console.log(`  FCP ${metric(lhr, 'first-contentful-paint')}`);
  console.log(`  LCP ${metric(lhr, 'largest-contentful-paint')}`);
  console.log(`  TBT ${metric(lhr, 'total-blocking-time')}`);
  console.log(`  CLS ${metric(lhr, 'cumulative-layout-shift')}`);
  console.log(`  JS  ${(scriptBytes(lhr) / 1024).toFixed(1)} KiB transferred`);
  return isPassing;
}

/** Audits one page RUNS times and answers the median run by performance. */
async function auditPage(page: string, url: string): Promise<{ lhr: Result; count: number }> {
  const runs: Result[] = [];
  // A run whose trace Lighthouse could not read (it reports a runtime error,
  // and zeros) is reported and made up for, up to three times.
  for (let attempt = 1; runs.length < RUNS && attempt <= RUNS + 3; attempt += 1) {
    const result = await audit(url);
    console.log(
      `${page} run ${attempt}: ${CATEGORIES.map((id) => `${id} ${percent(result, id)}`).join(', ')}`,
    );
    if (result.runtimeError)
      console.log(
        `  run ${attempt} failed (${result.runtimeError.code}): ${result.runtimeError.message}`,
      );
    else runs.push(result);
    if (process.env.BENCH_REPORT_ALL)
      writeFileSync(
        `${process.env.BENCH_REPORT_ALL}-${page}-${attempt}.json`,
        JSON.stringify(result),
      );
  }
  if (runs.length === 0) throw new Error(`Every Lighthouse run of the ${page} page failed.`);
  runs.sort((a, b) => percent(a, 'performance') - percent(b, 'performance'));
  const lhr = runs[Math.floor(runs.length / 2)] as Result;
  if (process.env.BENCH_REPORT)
    writeFileSync(`${process.env.BENCH_REPORT}-${page}.json`, JSON.stringify(lhr));
  return { lhr, count: runs.length };
}

async function main(): Promise<number> {
  const lockedRun = rerunUnderBuildLock();
  if (lockedRun !== null) return lockedRun;
  ensureBuilt();
  const server = await startBenchServer();
  try {
    const story = await publishBenchStory(server.origin);
    console.log(`Published a ${story.words}-word story with 5 images: ${story.url}`);
    const writer = new URL(story.url).pathname.split('/')[1] ?? '';
    const pages: Record<string, string> = {
      story: story.url,
      home: `${server.origin}/`,
      profile: `${server.origin}/${writer}`,
    };
    const wanted = (process.env.BENCH_PAGES ?? 'story,home,profile').split(',');
    const results: [string, { lhr: Result; count: number }][] = [];
    for (const page of wanted.filter((name) => name in pages))
      results.push([page, await auditPage(page, pages[page] ?? '')]);
    const passing = results.map(([page, { lhr, count }]) => report(page, lhr, count));
    return passing.every(Boolean) ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
