/**
 * Writes how long each spec file took in the last end-to-end run
 * (.test-output/e2e.json) to scripts/test/e2e-durations.json, which
 * e2e-lanes.ts reads to deal the files out to its lanes evenly.
 *
 *   npm run -s test:record-e2e-durations
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { playwrightFileDurations } from './report-durations';

const root = path.resolve(import.meta.dirname, '../..');
const report = JSON.parse(
  readFileSync(path.join(root, '.test-output/e2e.json'), 'utf8'),
) as Parameters<typeof playwrightFileDurations>[0];
const seconds = Object.fromEntries(
  playwrightFileDurations(report)
    .sort((a, b) => a.file.localeCompare(b.file))
    .map(({ file, seconds }) => [file, Math.round(seconds * 10) / 10]),
);
writeFileSync(
  path.join(import.meta.dirname, 'e2e-durations.json'),
  `${JSON.stringify(seconds, null, 2)}\n`,
);
console.log(`Recorded the durations of ${Object.keys(seconds).length} spec files.`);
