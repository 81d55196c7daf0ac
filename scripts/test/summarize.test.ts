import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SUMMARIZE = path.resolve(import.meta.dirname, 'summarize.ts');

/** A run of one gate, one Vitest stage of `passed` tests and the PostgreSQL marker. */
function run(options: { passed: number; recorded: number; marker: boolean }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-summary-'));
  const at = (name: string) => path.join(dir, name);
  writeFileSync(
    at('vitest.json'),
    JSON.stringify({
      numPassedTests: options.passed,
      numFailedTests: 0,
      numPendingTests: 2,
      numTodoTests: 0,
      success: true,
      testResults: [],
    }),
  );
  if (options.marker)
    writeFileSync(
      at('marker.json'),
      JSON.stringify({ version: 'PostgreSQL 15.18 on x86_64', address: '127.0.0.1', port: 5432 }),
    );
  writeFileSync(at('count.json'), JSON.stringify({ tests: options.recorded }));
  writeFileSync(
    at('stages.tsv'),
    [
      'typecheck\tgate\t0',
      `vitest\tvitest\t0\t${at('vitest.json')}\t`,
      `PostgreSQL stage ran on a PostgreSQL server\tpostgres-marker\t0\t${at('marker.json')}`,
    ].join('\n'),
  );
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', SUMMARIZE, at('stages.tsv'), '--count-file', at('count.json')],
    { encoding: 'utf8' },
  );
  const lines = result.stdout.trim().split('\n');
  return { status: result.status, last: lines.at(-1), output: result.stdout };
}

describe('the summary of a run', () => {
  it('counts the marker and the test count as checks in its last line', () => {
    const clean = run({ passed: 40, recorded: 40, marker: true });
    expect(clean.last).toBe('43 passed, 0 failed, 2 skipped');
    expect(clean.status).toBe(0);
  });

  it('fails the run when fewer tests ran than recorded', () => {
    const dropped = run({ passed: 39, recorded: 40, marker: true });
    expect(dropped.last).toBe('41 passed, 1 failed, 2 skipped');
    expect(dropped.output).toMatch(/FAIL test count .*39 tests ran, 1 fewer than the 40 recorded/);
    expect(dropped.status).toBe(1);
  });

  it('fails the run when the PostgreSQL stage left no marker', () => {
    const noMarker = run({ passed: 40, recorded: 40, marker: false });
    expect(noMarker.last).toBe('42 passed, 1 failed, 2 skipped');
    expect(noMarker.status).toBe(1);
  });
});

describe('a red run names what failed', () => {
  function summarize(stages: { name: string; kind: string; report: unknown }[]) {
    const dir = mkdtempSync(path.join(tmpdir(), 'quire-summary-'));
    const lines = stages.map((stage, index) => {
      const report = path.join(dir, `report-${index}.json`);
      writeFileSync(report, JSON.stringify(stage.report));
      return `${stage.name}\t${stage.kind}\t1\t${report}\t`;
    });
    writeFileSync(path.join(dir, 'stages.tsv'), lines.join('\n'));
    return spawnSync(
      process.execPath,
      ['--import', 'tsx', SUMMARIZE, path.join(dir, 'stages.tsv')],
      {
        encoding: 'utf8',
      },
    );
  }

  it('lists each failed Vitest and Playwright test with the first line of its error', () => {
    const result = summarize([
      {
        name: 'vitest',
        kind: 'vitest',
        report: {
          numPassedTests: 1,
          numFailedTests: 1,
          success: false,
          testResults: [
            {
              name: path.join(process.cwd(), 'src/server/claps.test.ts'),
              status: 'failed',
              assertionResults: [
                { status: 'passed', fullName: 'claps count' },
                {
                  status: 'failed',
                  fullName: 'claps stop at fifty',
                  failureMessages: [
                    '\u001b[31mAssertionError: expected 51 to be 50\u001b[39m\n    at x',
                  ],
                },
              ],
            },
          ],
        },
      },
      {
        name: 'e2e',
        kind: 'playwright',
        report: {
          stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 },
          errors: [],
          suites: [
            {
              title: 'reading.spec.ts',
              suites: [
                {
                  title: 'a reader',
                  specs: [
                    {
                      title: 'bookmarks a story',
                      file: 'reading.spec.ts',
                      line: 12,
                      tests: [
                        {
                          status: 'unexpected',
                          results: [{ error: { message: 'Timed out 5000ms' } }],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
    ]);
    expect(result.stdout).toContain(
      '✗ src/server/claps.test.ts › claps stop at fifty: AssertionError: expected 51 to be 50',
    );
    expect(result.stdout).toContain('✗ reading.spec.ts:12 › bookmarks a story: Timed out 5000ms');
    expect(result.stdout).not.toContain('claps count');
    expect(result.stdout.trim().split('\n').at(-1)).toBe('1 passed, 2 failed, 0 skipped');
  });
});
