import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { DataFolderInUseError, lockDataFolder, lockFileOf } from './data-folder-lock';
import { processStartTime } from './process-start-time';
import { startDatabaseProcess } from './start-database-process';
import type { DatabaseProcess } from './start-database-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-lock-'));
const folder = path.join(dataDir, 'pglite');
let running: DatabaseProcess;

beforeAll(async () => {
  running = await startDatabaseProcess(folder, {
    fromBuild: false,
    onExit: () => undefined,
    lockWaitMs: 0,
  });
}, 60_000);
afterAll(async () => {
  await running.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A process that has come and gone: its pid names nobody now. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid;
}

const writeLock = (dir: string, holder: object) =>
  writeFileSync(lockFileOf(dir), JSON.stringify({ holder: 'node dist/app/main.js', ...holder }));

describe("the data folder's lock", () => {
  it("is the database process's, and a second opener meets a message naming it", async () => {
    const holder = JSON.parse(readFileSync(lockFileOf(folder), 'utf8')) as Record<string, unknown>;
    expect(holder).toMatchObject({ pid: running.pid, url: running.url, serves: true });

    const refusal = openDatabase({ pgliteDir: folder });
    await expect(refusal).rejects.toBeInstanceOf(DataFolderInUseError);
    await expect(refusal).rejects.toThrow(
      new RegExp(
        `^The data folder ${folder} is in use by process ${running.pid} \\(the site's database process, started \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC\\)\\. ` +
          `Only one process may open it: stop that one first \\(stop the site, or \`kill ${running.pid}\`\\), or set DATA_DIR to another folder\\.`,
      ),
    );
    // A second database process (a second server's) is refused the same way.
    await expect(
      startDatabaseProcess(folder, { fromBuild: false, onExit: () => undefined, lockWaitMs: 0 }),
    ).rejects.toThrow(`is in use by process ${running.pid}`);
  }, 60_000);

  it('stops a second server on the same DATA_DIR before it touches the folder', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0' };
    delete env.DATABASE_URL;
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--dev'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
    expect(code).toBe(1);
    expect(output.trim()).toMatch(
      new RegExp(
        `^The data folder \\S+ is in use by process ${running.pid} \\(the site's database process`,
      ),
    );
    // The running one serves on, its lock untouched.
    expect(JSON.parse(readFileSync(lockFileOf(folder), 'utf8'))).toMatchObject({
      pid: running.pid,
    });
  }, 60_000);

  it('takes over the lock of a process that is gone, or of a pid now used by another program', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'quire-stale-')), 'pglite');
    writeLock(dir, { pid: deadPid(), startedAt: new Date().toISOString() });
    const database = await openDatabase({ pgliteDir: dir });
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    await database.close();
    expect(existsSync(lockFileOf(dir))).toBe(false);

    // This test's own pid, but started in 2001: a reused pid, not the holder.
    writeLock(dir, { pid: process.pid, startedAt: '2001-01-01T00:00:00.000Z' });
    const lock = await lockDataFolder(dir);
    lock.release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it('waits briefly for a holder that is exiting', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'quire-exiting-')), 'pglite');
    const exiting = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 700)']);
    await new Promise((resolve) => exiting.once('spawn', resolve));
    const started = processStartTime(exiting.pid!)?.startedAt ?? Date.now();
    writeLock(dir, { pid: exiting.pid, startedAt: new Date(started).toISOString() });
    await expect(lockDataFolder(dir)).rejects.toThrow(`in use by process ${exiting.pid}`);
    const lock = await lockDataFolder(dir, { waitMs: 10_000 });
    expect(exiting.exitCode).toBe(0);
    lock.release();
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });
});
