import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStamp, hashBuildInputs, staleReason, writeStamp } from './build-stamp';

const INPUTS = ['src', 'vite.config.ts'];
const OUTPUTS = ['dist/app/main.js'];
let root: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** What `npm start` would do now: null means start without building. */
const stale = () => staleReason(root, { inputs: INPUTS, outputs: OUTPUTS });

/** A successful build: the bundle is there, and the stamp records the sources it came from. */
function build() {
  write('dist/app/main.js', 'built');
  writeStamp(root, hashBuildInputs(root, INPUTS));
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'quire-stamp-'));
  write('src/server/main.ts', 'export {};');
  write('src/client/page.tsx', 'export const page = 1;');
  write('vite.config.ts', 'export default {};');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('building only when the sources changed', () => {
  it('builds a project that was never built', () => {
    expect(stale()).toBe('dist/app/main.js is missing');
  });

  it('starts without building when nothing changed since the last build', () => {
    build();
    expect(stale()).toBeNull();
    expect(stale()).toBeNull();
  });

  it('builds again after a source file changed, was added or was removed', () => {
    build();
    write('src/client/page.tsx', 'export const page = 2;');
    expect(stale()).toBe('the sources changed');
    build();
    write('src/client/new.ts', 'export {};');
    expect(stale()).toBe('the sources changed');
    build();
    rmSync(path.join(root, 'src/client/new.ts'));
    expect(stale()).toBe('the sources changed');
  });

  it('builds again when the build configuration changed', () => {
    build();
    write('vite.config.ts', 'export default { build: {} };');
    expect(stale()).toBe('the sources changed');
  });

  it('ignores test files, which no bundle imports', () => {
    build();
    write('src/client/page.test.tsx', 'it("works", () => {});');
    expect(stale()).toBeNull();
  });

  it('builds when a bundle is missing, or a build started and never finished', () => {
    build();
    rmSync(path.join(root, 'dist/app/main.js'));
    expect(stale()).toBe('dist/app/main.js is missing');
    build();
    clearStamp(root);
    expect(stale()).toBe('dist/ has no record of what it was built from');
  });

  it('tells contents apart from names: moving text between files changes the hash', () => {
    write('src/a.ts', 'ab');
    write('src/b.ts', '');
    const before = hashBuildInputs(root, INPUTS);
    write('src/a.ts', 'a');
    write('src/b.ts', 'b');
    expect(hashBuildInputs(root, INPUTS)).not.toBe(before);
  });
});
