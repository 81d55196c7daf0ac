/**
 * Copy-paste in src/ may shrink but never grow: jscpd (settings in .jscpd.json) counts
 * the clones and duplicated lines, and `npm run lint` fails when either passes the budget
 * below. When a change removes duplication, lower the budget to the new figures so the
 * gain holds. Run: node --import tsx scripts/lint/duplication-budget.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const DUPLICATION_BUDGET = { clones: 34, duplicatedLines: 296 };

interface JscpdReport {
  statistics: { total: { clones: number; duplicatedLines: number; percentage: number } };
  duplicates: Array<{
    lines: number;
    firstFile: { name: string; start: number; end: number };
    secondFile: { name: string; start: number; end: number };
  }>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

function measure(): JscpdReport {
  const output = mkdtempSync(path.join(tmpdir(), 'quire-jscpd-'));
  try {
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/jscpd/bin/jscpd'),
        '--config',
        path.join(ROOT, '.jscpd.json'),
        '--reporters',
        'json',
        '--output',
        output,
        '--silent',
      ],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    return JSON.parse(readFileSync(path.join(output, 'jscpd-report.json'), 'utf8')) as JscpdReport;
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}

const report = measure();
const { clones, duplicatedLines, percentage } = report.statistics.total;
const summary = `${clones} clones, ${duplicatedLines} duplicated lines (${percentage}%)`;
if (clones > DUPLICATION_BUDGET.clones || duplicatedLines > DUPLICATION_BUDGET.duplicatedLines) {
  const largest = [...report.duplicates].sort((a, b) => b.lines - a.lines).slice(0, 10);
  console.error(
    `Duplication grew to ${summary}; the budget is ${DUPLICATION_BUDGET.clones} clones and ` +
      `${DUPLICATION_BUDGET.duplicatedLines} lines. Largest clones:\n` +
      largest
        .map(
          (clone) =>
            `  ${clone.lines} lines: ${clone.firstFile.name}:${clone.firstFile.start} = ` +
            `${clone.secondFile.name}:${clone.secondFile.start}`,
        )
        .join('\n'),
  );
  process.exit(1);
}
console.log(`Duplication within budget: ${summary}.`);
