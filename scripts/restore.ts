import path from 'node:path';
import { parseArgs } from 'node:util';
import { RestoreRefused, restoreBackup } from '@server/backup/restore-backup';
import { loadConfig } from '@server/env';

/**
 * `npm run restore -- FILE`: brings a site back from a backup into an empty
 * DATA_DIR and an empty database (docs/operations.md, "Backups and restore").
 */
let databaseUrl: string | undefined;
try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) {
    console.error('Usage:\n  npm run restore -- FILE');
    process.exit(2);
  }
  const config = loadConfig();
  databaseUrl = config.databaseUrl;
  const manifest = await restoreBackup({
    file: positionals[0]!,
    dataDir: config.dataDir,
    databaseUrl,
  });
  const into = databaseUrl
    ? `the database at DATABASE_URL and ${path.resolve(config.dataDir)}`
    : path.resolve(config.dataDir);
  console.log(
    `Restored the backup of ${manifest.createdAt} (Quire ${manifest.quireVersion}) into ${into}. ` +
      'Start the site as usual.',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (databaseUrl && !(error instanceof RestoreRefused))
    console.error(
      'The database at DATABASE_URL may hold part of the backup now: drop it and create it again before another try.',
    );
  process.exitCode = 1;
}
