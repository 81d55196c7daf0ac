import path from 'node:path';
import { backupFileName, backupsFolder, listBackups, pruneBackups } from '../backup/backup-files';
import { latestSlot } from '../backup/backup-schedule';
import type { BackupSchedule } from '../backup/backup-schedule';
import { writeBackup } from '../backup/write-backup';
import type { BackupSummary } from '../backup/write-backup';
import type { Database } from '../db/client';
import { startRepeatingJob } from './repeating-job';
import type { RepeatingJob } from './repeating-job';

const CHECK_EVERY_MS = 60 * 1000;

/** Whether a backup is due: none was taken since the schedule's latest slot. */
export async function isBackupDue(dir: string, schedule: BackupSchedule, now: Date) {
  const [newest] = await listBackups(dir);
  return !newest || newest.takenAt < latestSlot(schedule, now);
}

/**
 * BACKUP_SCHEDULE: each minute, looks whether a slot passed since the newest
 * backup in DATA_DIR/backups (so a server that was down at the hour catches
 * up once it is back), takes one, and keeps the newest BACKUP_KEEP.
 */
export function startScheduledBackups(options: {
  db: Database;
  dataDir: string;
  schedule: BackupSchedule;
  keep: number;
  intervalMs?: number;
  now?: () => Date;
  onDone?: (summary: BackupSummary & { deleted: string[] }) => void;
  onError?: (error: unknown) => void;
}): RepeatingJob {
  const dir = backupsFolder(options.dataDir);
  const now = options.now ?? (() => new Date());
  return startRepeatingJob({
    run: async () => {
      const at = now();
      if (!(await isBackupDue(dir, options.schedule, at))) return;
      const summary = await writeBackup({
        db: options.db,
        dataDir: options.dataDir,
        out: path.join(dir, backupFileName(at)),
      });
      options.onDone?.({ ...summary, deleted: await pruneBackups(dir, options.keep) });
    },
    intervalMs: options.intervalMs ?? CHECK_EVERY_MS,
    onError: options.onError,
  });
}
