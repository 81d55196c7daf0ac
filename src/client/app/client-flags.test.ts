import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLAG_NAMES } from '@shared/flags';
import { CLIENT_FLAG_NAMES } from './client-flags';

/** Source files the browser's bundle is built from: the client and the shared code (no tests). */
function browserSources(): string[] {
  return ['src/client', 'src/shared'].flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => !file.startsWith('test/'))
      .map((file) => path.join(folder, file)),
  );
}

/** Flags named as a string in the browser's code: the ones it can read. */
function flagsNamedInBrowserCode(): Map<string, string> {
  const named = new Map<string, string>();
  for (const file of browserSources()) {
    const source = readFileSync(file, 'utf8');
    for (const flag of FLAG_NAMES)
      if (source.includes(`'${flag}'`) || source.includes(`"${flag}"`)) named.set(flag, file);
  }
  return named;
}

describe('the flags a page ships to the browser', () => {
  it('include every flag the browser code names', () => {
    const missing = [...flagsNamedInBrowserCode()]
      .filter(([flag]) => !CLIENT_FLAG_NAMES.has(flag))
      .map(([flag, file]) => `${flag} (read in ${file})`);
    expect(missing).toEqual([]);
  });

  it('leave out flags only the server decides', () => {
    expect(CLIENT_FLAG_NAMES.has('enable_post_page_curation_tools')).toBe(false);
    expect(CLIENT_FLAG_NAMES.has('optimizely_holdback')).toBe(false);
    expect(CLIENT_FLAG_NAMES.size).toBeLessThan(FLAG_NAMES.length);
  });
});
