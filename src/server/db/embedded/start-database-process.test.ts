import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { rowsOf } from '../raw-rows';
import { startDatabaseProcess } from './start-database-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-db-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function openedOnce<T>(
  work: (url: string) => Promise<T>,
): Promise<{ result: T; pid: number }> {
  const child = await startDatabaseProcess(path.join(dataDir, 'pglite'), {
    fromBuild: false,
    onExit: () => undefined,
  });
  try {
    return { result: await work(child.url), pid: child.pid };
  } finally {
    await child.stop();
  }
}

describe('the database process', () => {
  it('migrates, keeps its data in the data folder across restarts, and exits when asked', async () => {
    const first = await openedOnce(async (url) => {
      const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
      await database.migrate();
      await database.db.execute(sql`create table kept (word text)`);
      await database.db.execute(sql`insert into kept values ('still here')`);
      await database.close();
    });
    expect(isRunning(first.pid)).toBe(false);

    const second = await openedOnce(async (url) => {
      const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
      await database.migrate(); // nothing left to apply
      const rows = rowsOf<{ word: string }>(await database.db.execute(sql`select word from kept`));
      await database.close();
      return rows;
    });
    expect(second.result).toEqual([{ word: 'still here' }]);
  }, 120_000);
});
