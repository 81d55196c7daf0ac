import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkPostgresMarker,
  checkTestCount,
  readTestCount,
  recordTestCount,
} from './suite-checks';

const dir = mkdtempSync(path.join(tmpdir(), 'quire-suite-checks-'));
const file = (name: string, content: string) => {
  const at = path.join(dir, name);
  writeFileSync(at, content);
  return at;
};

describe('the PostgreSQL stage marker', () => {
  it('passes when the stage ran on a PostgreSQL server', () => {
    const marker = file(
      'server.json',
      JSON.stringify({
        version:
          'PostgreSQL 15.18 (Debian 15.18-0+deb12u1) on x86_64-pc-linux-gnu, compiled by gcc',
        address: '127.0.0.1',
        port: 34581,
      }),
    );
    expect(checkPostgresMarker(marker)).toEqual({
      ok: true,
      note: 'PostgreSQL 15.18 (Debian 15.18-0+deb12u1) at 127.0.0.1:34581',
    });
  });

  it('fails when the stage left no marker', () => {
    const missing = path.join(dir, 'missing.json');
    expect(checkPostgresMarker(missing)).toEqual({
      ok: false,
      note: `no marker at ${missing}: the PostgreSQL stage did not reach the server`,
    });
  });

  it('fails for embedded PGlite, which reports a PostgreSQL version too', () => {
    const pglite = file(
      'pglite.json',
      JSON.stringify({
        version: 'PostgreSQL 17.4 on x86_64-pc-linux-gnu, compiled by emcc (Emscripten) 3.1.74',
        address: null,
        port: null,
      }),
    );
    expect(checkPostgresMarker(pglite).ok).toBe(false);
    const noServer = file(
      'no-server.json',
      JSON.stringify({ version: 'PostgreSQL 16.2 on aarch64', address: null, port: null }),
    );
    expect(checkPostgresMarker(noServer)).toEqual({
      ok: false,
      note: 'the database had no server address: embedded, not a server',
    });
  });
});

describe('the test count', () => {
  const countFile = file('count.json', JSON.stringify({ tests: 1200, recorded: '2026-01-01' }));

  it('fails the run when fewer tests ran than recorded', () => {
    expect(checkTestCount(1199, readTestCount(countFile), countFile)).toEqual({
      ok: false,
      note: `1199 tests ran, 1 fewer than the 1200 recorded in ${countFile}`,
    });
  });

  it('passes as many or more, saying how to raise the floor', () => {
    expect(checkTestCount(1200, readTestCount(countFile), countFile)).toEqual({
      ok: true,
      note: '1200 tests ran, as recorded',
    });
    expect(checkTestCount(1210, readTestCount(countFile), countFile)).toEqual({
      ok: true,
      note: '1210 tests ran, 10 more than recorded: npm run -s test:record-count raises the floor',
    });
  });

  it('fails without a readable count', () => {
    const broken = file('broken.json', '{ "tests": "many" }');
    expect(checkTestCount(5, readTestCount(broken), broken)).toEqual({
      ok: false,
      note: `no recorded count in ${broken}`,
    });
  });

  it('records a count that reads back', () => {
    const target = path.join(dir, 'recorded.json');
    recordTestCount(target, 1234, new Date('2026-03-04T05:06:07Z'));
    expect(JSON.parse(readFileSync(target, 'utf8'))).toMatchObject({
      tests: 1234,
      recorded: '2026-03-04',
    });
    expect(readTestCount(target)?.tests).toBe(1234);
  });
});
