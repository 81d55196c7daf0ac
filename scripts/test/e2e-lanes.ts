/**
 * The end-to-end suite as LANES Playwright runs side by side, each with its own
 * app server, OpenID provider and data directory (lane i's ports start at
 * E2E_PORT + 100 × i), then one merged report, as if one run had run it all.
 *
 *   node --import tsx scripts/test/e2e-lanes.ts        (scripts/test/e2e.sh does it)
 *
 * One browser at a time leaves a core idle while a test waits for a page, a
 * mail or a timer; a second lane fills it. Lanes share nothing, so the tests of
 * one never meet the other's rate limits, error reports or page cache.
 *
 * Playwright itself lists the spec files (so a new spec can never be left out),
 * and they are dealt out longest first by the durations of an earlier run
 * (scripts/test/e2e-durations.json; `npm run -s test:record-e2e-durations`
 * after a run refreshes it). A file it does not know counts as the median.
 *
 * Knobs: E2E_LANES (2), E2E_PORT (3100). Writes PLAYWRIGHT_JSON_OUTPUT_FILE
 * (.test-output/e2e.json), the accessibility findings beside it, and each
 * lane's blob report under .test-output/e2e-lanes/.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

const LANE_PORT_STEP = 100;
const lanes = Math.max(1, Number(process.env.E2E_LANES ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3100);
const root = path.resolve(import.meta.dirname, '../..');
const output = path.join(root, '.test-output');
const laneDir = path.join(output, 'e2e-lanes');
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(output, 'e2e.json');
const durationsFile = path.join(import.meta.dirname, 'e2e-durations.json');
const playwright = path.join(root, 'node_modules/.bin/playwright');

interface ListedSuite {
  file?: string;
  suites?: ListedSuite[];
}

/** Runs Playwright, each line of its output prefixed with `tag` (null: errors only). */
function run(
  args: string[],
  env: NodeJS.ProcessEnv,
  tag: string | null,
): Promise<{ code: number }> {
  return new Promise((resolve) => {
    const child = spawn(playwright, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const relay = (stream: NodeJS.ReadableStream, sink: NodeJS.WriteStream) =>
      createInterface({ input: stream }).on('line', (line) => sink.write(`${tag ?? ''}${line}\n`));
    if (tag !== null) relay(child.stdout, process.stdout);
    else child.stdout.resume();
    relay(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code: code ?? 1 }));
  });
}

/** Where the listed files are, relative paths being what the durations file names. */
let testDir = path.join(root, 'e2e');

/** Every spec file the configuration runs, as Playwright lists them. */
async function specFiles(): Promise<string[]> {
  const listing = path.join(laneDir, 'list.json');
  const { code } = await run(
    ['test', '--list', '--reporter=json'],
    { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: listing },
    null,
  );
  if (code !== 0) throw new Error(`playwright test --list exited with ${code}`);
  const report = JSON.parse(readFileSync(listing, 'utf8')) as {
    config?: { rootDir?: string };
    suites?: ListedSuite[];
  };
  const files = (report.suites ?? []).map((suite) => suite.file).filter(Boolean) as string[];
  if (files.length === 0 || !report.config?.rootDir)
    throw new Error('playwright test --list found no spec files');
  testDir = report.config.rootDir;
  return files;
}

function knownDurations(): Record<string, number> {
  if (!existsSync(durationsFile)) return {};
  return JSON.parse(readFileSync(durationsFile, 'utf8')) as Record<string, number>;
}

/** Longest first onto the lane that has the least so far. */
export function dealOut(files: string[], seconds: Record<string, number>, count: number) {
  const known = files.map((file) => seconds[file]).filter((s): s is number => s !== undefined);
  const sorted = [...known].sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 1;
  const weigh = (file: string) => seconds[file] ?? median;
  const result = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }));
  for (const file of [...files].sort((a, b) => weigh(b) - weigh(a) || a.localeCompare(b))) {
    const lightest = result.reduce((best, lane) => (lane.seconds < best.seconds ? lane : best));
    lightest.files.push(file);
    lightest.seconds += weigh(file);
  }
  return result.filter((lane) => lane.files.length > 0);
}

async function main(): Promise<number> {
  rmSync(laneDir, { recursive: true, force: true });
  mkdirSync(laneDir, { recursive: true });
  const plan = dealOut(await specFiles(), knownDurations(), lanes);
  const blobs = path.join(laneDir, 'blobs');
  mkdirSync(blobs, { recursive: true });
  for (const [index, lane] of plan.entries())
    console.log(
      `lane ${index + 1}: ${lane.files.length} files, about ${Math.round(lane.seconds)} s`,
    );

  const codes = await Promise.all(
    plan.map(async (lane, index) => {
      const dir = path.join(laneDir, String(index + 1));
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        E2E_PORT: String(basePort + LANE_PORT_STEP * index),
        // Each lane's own data directory, made by its config.
        E2E_DATA_DIR: '',
        E2E_OUTPUT_DIR: path.join(dir, 'test-results'),
        PLAYWRIGHT_BLOB_OUTPUT_DIR: dir,
      };
      const { code } = await run(
        // Absolute paths: a file filter is a pattern, and a relative one could match another file.
        ['test', '--reporter=list,blob', ...lane.files.map((file) => path.join(testDir, file))],
        env,
        `[${index + 1}] `,
      );
      // The blob reporter names its file itself (report-<hash>.zip).
      for (const file of existsSync(dir) ? readdirSync(dir) : [])
        if (file.endsWith('.zip'))
          copyFileSync(path.join(dir, file), path.join(blobs, `lane-${index + 1}-${file}`));
      return code;
    }),
  );

  const merged = await run(
    ['merge-reports', '--reporter=json,./e2e/support/axe-findings.ts', blobs],
    { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: jsonReport },
    '',
  );
  return codes.find((code) => code !== 0) ?? merged.code;
}

if (import.meta.filename === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
