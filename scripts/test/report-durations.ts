/**
 * How long each test file took, read from the reporters' own JSON: Vitest's
 * (a file's start and end) and Playwright's (the sum of its tests' results,
 * hooks included).
 */
import path from 'node:path';

export interface FileDuration {
  file: string;
  seconds: number;
}

interface VitestReport {
  testResults?: Array<{ name?: string; startTime?: number; endTime?: number }>;
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{ tests?: Array<{ results?: Array<{ duration?: number }> }> }>;
}

const root = path.resolve(import.meta.dirname, '../..');

export function vitestFileDurations(report: VitestReport): FileDuration[] {
  return (report.testResults ?? []).map((result) => ({
    file: path.relative(root, result.name ?? '?'),
    seconds: Math.max(0, ((result.endTime ?? 0) - (result.startTime ?? 0)) / 1000),
  }));
}

function milliseconds(suite: PlaywrightSuite): number {
  const own = (suite.specs ?? [])
    .flatMap((spec) => spec.tests ?? [])
    .flatMap((test) => test.results ?? [])
    .reduce((sum, result) => sum + (result.duration ?? 0), 0);
  return own + (suite.suites ?? []).reduce((sum, child) => sum + milliseconds(child), 0);
}

/** Files as the report names them: relative to the Playwright config's test directory. */
export function playwrightFileDurations(report: { suites?: PlaywrightSuite[] }): FileDuration[] {
  return (report.suites ?? [])
    .filter((suite) => suite.file)
    .map((suite) => ({ file: suite.file!, seconds: milliseconds(suite) / 1000 }));
}
