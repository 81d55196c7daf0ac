/**
 * Prints the slowest test files of a run of scripts/test/run-all.sh, whatever
 * their stage, so that the next person sees where the time goes.
 *
 *   node --import tsx scripts/test/slowest-files.ts <stages.tsv> [COUNT]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { playwrightFileDurations, vitestFileDurations } from './report-durations';
import type { FileDuration } from './report-durations';

const [stagesPath, countArgument] = process.argv.slice(2);
const count = Number(countArgument ?? 10);

type Report = Parameters<typeof vitestFileDurations>[0] &
  Parameters<typeof playwrightFileDurations>[0] & { config?: { rootDir?: string } };

function read(report: string): Report | null {
  try {
    return JSON.parse(readFileSync(report, 'utf8')) as Report;
  } catch {
    return null;
  }
}

// Playwright names files from its test directory; the list names them from the repository.
function fromRepository(report: Report): FileDuration[] {
  const testDir = report.config?.rootDir ?? '';
  return playwrightFileDurations(report).map(({ file, seconds }) => ({
    file: path.relative(process.cwd(), path.join(testDir, file)),
    seconds,
  }));
}

const rows: Array<FileDuration & { stage: string }> = [];
for (const line of readFileSync(stagesPath ?? '', 'utf8').split('\n')) {
  const [stage = '', kind, , report] = line.split('\t');
  const parsed = report ? read(report) : null;
  if (!parsed) continue;
  const files =
    kind === 'vitest'
      ? vitestFileDurations(parsed)
      : kind === 'playwright'
        ? fromRepository(parsed)
        : [];
  rows.push(...files.map((file) => ({ ...file, stage })));
}

console.log(`\n==> The ${count} slowest test files`);
for (const row of rows.sort((a, b) => b.seconds - a.seconds).slice(0, count))
  console.log(`  ${row.seconds.toFixed(1).padStart(6)} s  ${row.file}  (${row.stage})`);
