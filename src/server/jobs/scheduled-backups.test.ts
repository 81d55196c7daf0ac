import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupFileName, backupsFolder } from '../backup/backup-files';
import { makeTempDataDir } from '../test/kits/media-kit';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { isBackupDue, startScheduledBackups } from './scheduled-backups';

let testApp: TestApp;
const dataDir = makeTempDataDir();
const folder = backupsFolder(dataDir);

beforeAll(async () => {
  testApp = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await testApp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const daily = { every: 'day', hour: 3, minute: 0 } as const;

describe('scheduled backups', () => {
  it('are due once per slot, counting the backups already in DATA_DIR/backups', async () => {
    const dir = path.join(dataDir, 'due');
    expect(await isBackupDue(dir, daily, new Date('2026-03-02T10:00:00'))).toBe(true);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, backupFileName(new Date('2026-03-02T03:00:05'))), '');
    expect(await isBackupDue(dir, daily, new Date('2026-03-02T10:00:00'))).toBe(false);
    expect(await isBackupDue(dir, daily, new Date('2026-03-03T03:00:00'))).toBe(true);
  });

  it('take one when due and keep the newest BACKUP_KEEP', async () => {
    mkdirSync(folder, { recursive: true });
    const old = ['2026-01-01T03:00:00Z', '2026-01-02T03:00:00Z', '2026-01-03T03:00:00Z'].map(
      (time) => backupFileName(new Date(time)),
    );
    for (const name of old) writeFileSync(path.join(folder, name), 'an older backup');
    writeFileSync(path.join(folder, 'notes.txt'), 'not a backup: left alone');

    const now = new Date('2026-03-02T03:00:30Z');
    const done = new Promise<{ file: string; deleted: string[] }>((resolve, reject) => {
      const job = startScheduledBackups({
        db: testApp.database.db,
        dataDir,
        schedule: daily,
        keep: 2,
        intervalMs: 10,
        now: () => now,
        onDone: (summary) => void job.stop().then(() => resolve(summary)),
        onError: reject,
      });
    });
    const summary = await done;
    expect(path.basename(summary.file)).toBe(backupFileName(now));
    expect(summary.deleted.map((file) => path.basename(file)).sort()).toEqual(old.slice(0, 2));
    expect(readdirSync(folder).sort()).toEqual([old[2], backupFileName(now), 'notes.txt'].sort());
  });
});
