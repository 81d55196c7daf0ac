import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The files lint still lets call `useMutation` or `client.mutate` directly.
 * The list only shrinks: a listed file that no longer does must leave it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const { files } = JSON.parse(
  readFileSync(path.join(root, 'scripts/lint/unconverted-mutations.json'), 'utf8'),
) as { files: string[] };

describe('files still to move onto the one mutation outcome', () => {
  it('still call a mutation directly (one that no longer does leaves the list)', () => {
    const moved = files.filter(
      (file) => !/\buseMutation\b|\.mutate\(/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(moved).toEqual([]);
  });

  it('are listed once each, in order', () => {
    expect(files).toEqual([...new Set(files)].sort());
  });
});
