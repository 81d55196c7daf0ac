/**
 * Prints the outcome of scripts/test/run-all.sh: one line per stage, then
 * exactly one last line `N passed, N failed, N skipped`. Exits 1 when
 * anything failed.
 *
 *   node --import tsx scripts/test/summarize.ts <stages.tsv> [--count-file F [--record-count]]
 *
 * Each line of stages.tsv is `name<TAB>kind<TAB>exit code[<TAB>report[<TAB>log]]`:
 * - gate: one check, passed when the exit code is 0;
 * - vitest: a Vitest JSON report;
 * - playwright: a Playwright JSON report;
 * - postgres-marker: the file the PostgreSQL stage leaves when it ran on a
 *   real server (see suite-checks.ts); one check.
 * A report that is missing or unreadable counts as one failure, and so does
 * a non-zero exit code when the report itself shows no failure; then the
 * stage's log is searched for the error that caused it, quoted under the table.
 *
 * With --count-file, one more check: no fewer tests ran (passed or failed, in
 * the Vitest and Playwright stages) than the file records. --record-count
 * writes this run's count there instead, when nothing failed.
 */
import { readFileSync } from 'node:fs';
import {
  checkPostgresMarker,
  checkTestCount,
  readTestCount,
  recordTestCount,
} from './suite-checks';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface StageResult extends Counts {
  name: string;
  /** Tests that ran here (a Vitest or Playwright stage); checks and gates run none. */
  ranTests?: number;
  note?: string;
  /** Lines of the stage's output that explain a failure outside any test. */
  evidence?: string[];
  /** The failed tests, by file and name, with the first line of each error. */
  failures?: string[];
}

type Kind = 'gate' | 'vitest' | 'playwright' | 'postgres-marker';
const KINDS: readonly string[] = ['gate', 'vitest', 'playwright', 'postgres-marker'];

const num = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

interface Evaluated extends Counts {
  clean: boolean;
  note?: string;
  failures: string[];
}

interface VitestFileResult {
  name?: string;
  status?: string;
  message?: string;
  assertionResults?: { status?: string; fullName?: string; failureMessages?: string[] }[];
}

// eslint-disable-next-line no-control-regex
const COLOUR_CODES = /\u001b\[[0-9;]*m/g;
const MAX_LISTED_FAILURES = 20;

// The first line of an error message, short enough for one row of the summary.
const firstLine = (message: unknown): string =>
  typeof message === 'string'
    ? (message.replace(COLOUR_CODES, '').trim().split('\n')[0] ?? '').slice(0, 160)
    : '';

// Names the failed tests, so a red run says which test to open without its full log.
function vitestFailures(files: VitestFileResult[]): string[] {
  return files.flatMap((file) => {
    const path = relativePath(file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed')
      return [`${path}: ${firstLine(file.message)}`];
    return failed.map(
      (test) => `${path} › ${test.fullName ?? '?'}: ${firstLine(test.failureMessages?.[0])}`,
    );
  });
}

interface PlaywrightSuite {
  title?: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title?: string;
    file?: string;
    line?: number;
    tests?: { status?: string; results?: { error?: { message?: string } }[] }[];
  }[];
}

function playwrightFailures(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map((test) => {
          const error = test.results?.find((result) => result.error)?.error?.message;
          const flaky = test.status === 'flaky' ? ' (flaky)' : '';
          return `${spec.file ?? suite.file ?? '?'}:${spec.line ?? '?'} › ${spec.title ?? '?'}${flaky}: ${firstLine(error)}`;
        }),
    ),
    ...playwrightFailures(suite.suites ?? []),
  ]);
}

function relativePath(path: string | undefined): string {
  if (!path) return '?';
  const cwd = `${process.cwd()}/`;
  return path.startsWith(cwd) ? path.slice(cwd.length) : path;
}

function vitestCounts(report: Record<string, unknown>): Evaluated {
  // A test file that fails to load (import error, error in a hook) has no
  // failed test of its own: count each such file as one failure.
  const files = Array.isArray(report.testResults) ? (report.testResults as VitestFileResult[]) : [];
  const brokenFiles = files.filter(
    (file) =>
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  );
  return {
    passed: num(report.numPassedTests),
    failed: num(report.numFailedTests) + brokenFiles.length,
    skipped: num(report.numPendingTests) + num(report.numTodoTests),
    clean: report.success !== false,
    failures: vitestFailures(files),
    note: brokenFiles.length
      ? `${brokenFiles.length} test file(s) failed outside any test`
      : undefined,
  };
}

function playwrightCounts(report: Record<string, unknown>): Evaluated {
  // Errors outside tests (web server, global setup, a spec that fails to
  // load) are listed in `errors`: each counts as one failure.
  const stats = (report.stats ?? {}) as Record<string, unknown>;
  const errors = Array.isArray(report.errors) ? report.errors.length : 0;
  return {
    passed: num(stats.expected),
    failed: num(stats.unexpected) + num(stats.flaky) + errors,
    skipped: num(stats.skipped),
    clean: true,
    failures: [
      ...playwrightFailures(
        Array.isArray(report.suites) ? (report.suites as PlaywrightSuite[]) : [],
      ),
      ...(Array.isArray(report.errors) ? report.errors : []).map(
        (error: { message?: string }) => `outside tests: ${firstLine(error.message)}`,
      ),
    ],
    note: errors ? `${errors} error(s) outside tests` : undefined,
  };
}

const ERROR_OUTSIDE_TESTS = /Unhandled (Error|Rejection)|Uncaught|Error: |ERR_/;

// The first lines of the log that name an error outside any test, without colour codes.
function errorEvidence(logPath: string | undefined): string[] {
  if (!logPath) return [];
  let lines: string[];
  try {
    lines = readFileSync(logPath, 'utf8').replace(COLOUR_CODES, '').split('\n');
  } catch {
    return [];
  }
  const first = lines.findIndex((line) => ERROR_OUTSIDE_TESTS.test(line));
  return first < 0 ? [] : lines.slice(first, first + 8).map((line) => line.slice(0, 200));
}

function evaluate(
  name: string,
  kind: Kind,
  exitCode: number,
  reportPath?: string,
  logPath?: string,
): StageResult {
  if (kind === 'gate') {
    return exitCode === 0
      ? { name, passed: 1, failed: 0, skipped: 0 }
      : { name, passed: 0, failed: 1, skipped: 0, note: `exit code ${exitCode}` };
  }
  if (kind === 'postgres-marker') return checkResult(name, checkPostgresMarker(reportPath ?? ''));
  let report: Record<string, unknown>;
  try {
    if (!reportPath) throw new Error('no report path');
    report = JSON.parse(readFileSync(reportPath, 'utf8')) as Record<string, unknown>;
  } catch {
    return {
      name,
      passed: 0,
      failed: 1,
      skipped: 0,
      note: `no report (${reportPath ?? 'none'}); exit code ${exitCode}`,
    };
  }
  const { clean, note, ...counts } =
    kind === 'vitest' ? vitestCounts(report) : playwrightCounts(report);
  const ranTests = counts.passed + counts.failed;
  if (counts.failed === 0 && (exitCode !== 0 || !clean)) {
    const why = exitCode !== 0 ? `exit code ${exitCode}` : 'the report says it did not succeed';
    return {
      name,
      ...counts,
      ranTests,
      failed: 1,
      note: `no failed test, but ${why}`,
      evidence: errorEvidence(logPath),
    };
  }
  return { name, ...counts, ranTests, note };
}

function checkResult(name: string, check: { ok: boolean; note: string }): StageResult {
  return { name, passed: check.ok ? 1 : 0, failed: check.ok ? 0 : 1, skipped: 0, note: check.note };
}

function parseStages(path: string): StageResult[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [name = '?', kind = '', code = '', report, log] = line.split('\t');
      const exitCode = /^\d+$/.test(code) ? Number(code) : 1;
      if (!KINDS.includes(kind)) {
        return { name, passed: 0, failed: 1, skipped: 0, note: `unknown kind "${kind}"` };
      }
      return evaluate(name, kind as Kind, exitCode, report || undefined, log || undefined);
    });
}

const format = (counts: Counts) =>
  `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;

/** The count check as one more row, or (--record-count) the count written down. */
function countRow(stages: StageResult[], countFile: string, record: boolean): StageResult | null {
  const ran = stages.reduce((total, stage) => total + (stage.ranTests ?? 0), 0);
  if (!record)
    return checkResult('test count', checkTestCount(ran, readTestCount(countFile), countFile));
  if (stages.some((stage) => stage.failed > 0)) {
    console.error(`Not recorded: this run had failures. ${countFile} is unchanged.`);
    process.exitCode = 1;
    return null;
  }
  recordTestCount(countFile, ran);
  console.log(`Recorded ${ran} tests in ${countFile}.`);
  return null;
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

function main() {
  const stagesPath = process.argv[2]?.startsWith('--')
    ? process.env.TEST_STAGES_FILE
    : (process.argv[2] ?? process.env.TEST_STAGES_FILE);
  let stages: StageResult[];
  try {
    if (!stagesPath) throw new Error('usage: summarize.ts <stages.tsv> [--count-file F]');
    stages = parseStages(stagesPath);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    stages = [{ name: 'summary', passed: 0, failed: 1, skipped: 0, note: 'no stage list' }];
  }
  const countFile = option('--count-file');
  if (countFile) {
    const row = countRow(stages, countFile, process.argv.includes('--record-count'));
    if (!row) return;
    stages.push(row);
  }
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  const width = Math.max(...stages.map((stage) => stage.name.length));
  console.log('');
  console.log('==> Summary');
  for (const stage of stages) {
    total.passed += stage.passed;
    total.failed += stage.failed;
    total.skipped += stage.skipped;
    const status = stage.failed > 0 ? 'FAIL' : 'ok  ';
    const note = stage.note ? `  (${stage.note})` : '';
    console.log(`  ${status} ${stage.name.padEnd(width)}  ${format(stage)}${note}`);
    for (const line of stage.evidence ?? []) console.log(`         | ${line}`);
    const failures = stage.failures ?? [];
    for (const line of failures.slice(0, MAX_LISTED_FAILURES)) console.log(`         ✗ ${line}`);
    if (failures.length > MAX_LISTED_FAILURES)
      console.log(`         … and ${failures.length - MAX_LISTED_FAILURES} more`);
  }
  console.log(format(total));
  process.exitCode = total.failed > 0 ? 1 : 0;
}

main();
