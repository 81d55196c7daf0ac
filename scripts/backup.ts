import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupFileName, backupsFolder } from '@server/backup/backup-files';
import { writeBackup } from '@server/backup/write-backup';
import { openOperatorDatabase } from '@server/db/operator-database';
import { loadConfig } from '@server/env';

/**
 * `npm run backup -- [--out FILE]`: one file with the site's database and
 * files, taken while it runs (docs/operations.md, "Backups and restore").
 * Without --out it goes to DATA_DIR/backups beside the scheduled ones.
 */
const FROM = {
  postgres: 'the PostgreSQL database',
  'running site': "the running site's database",
  'data folder': 'the embedded database (the site is stopped)',
};

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const out = values.out ?? path.join(backupsFolder(config.dataDir), backupFileName(new Date()));
  const { handle, reached } = await openOperatorDatabase(config);
  try {
    const backup = await writeBackup({ db: handle.db, dataDir: config.dataDir, out });
    const megabytes = (backup.bytes / 1024 / 1024).toFixed(1);
    console.log(
      `Backed up ${FROM[reached]} and ${backup.files} files to ${backup.file} ` +
        `(${backup.tables} tables, ${backup.rows} rows; ${megabytes} MB in ${(backup.ms / 1000).toFixed(1)} s).`,
    );
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
