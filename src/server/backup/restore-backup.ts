import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { extract } from 'tar';
import { openDatabase } from '@server/db/client';
import type { DatabaseHandle } from '@server/db/client';
import { countTables } from './catalog';
import { loadDatabase } from './load-database';
import { MANIFEST_FILE, manifestSchema } from './manifest';
import type { Manifest } from './manifest';
import { assertRestorable } from './schema-version';
import { placeSiteFiles } from './site-files';

/** A refusal before anything was written: the target is left as it was. */
export class RestoreRefused extends Error {}

function assertEmptyFolder(dataDir: string) {
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) return;
  throw new RestoreRefused(
    `DATA_DIR (${path.resolve(dataDir)}) is not empty: a restore never mixes with a site's files. ` +
      'Restore into an empty folder (for example DATA_DIR=./data-restored npm run restore -- FILE), ' +
      'or move this one aside first.',
  );
}

async function assertEmptyDatabase(database: DatabaseHandle) {
  const tables = await countTables(database.db);
  if (tables === 0) return;
  throw new RestoreRefused(
    `The database at DATABASE_URL is not empty (it has ${tables} tables). Restore into an empty ` +
      'database: create one (for example createdb quire_restored) and point DATABASE_URL at it.',
  );
}

function readManifest(staging: string, file: string): Manifest {
  const parsed = existsSync(path.join(staging, MANIFEST_FILE))
    ? manifestSchema.safeParse(JSON.parse(readFileSync(path.join(staging, MANIFEST_FILE), 'utf8')))
    : null;
  if (!parsed?.success)
    throw new RestoreRefused(
      `${file} is not a Quire backup (it has no readable ${MANIFEST_FILE}).`,
    );
  return parsed.data;
}

/**
 * Brings a site back from a backup into an empty DATA_DIR, and an empty
 * database at `databaseUrl` (else DATA_DIR's embedded one). Refused when the
 * target holds anything; undone when it fails midway on the embedded database
 * (the folder was empty), while a PostgreSQL database is left to be dropped.
 */
export async function restoreBackup(options: {
  file: string;
  dataDir: string;
  databaseUrl?: string;
}): Promise<Manifest> {
  const file = path.resolve(options.file);
  if (!existsSync(file)) throw new RestoreRefused(`There is no backup at ${file}.`);
  assertEmptyFolder(options.dataDir);
  const database = options.databaseUrl
    ? await openDatabase({ databaseUrl: options.databaseUrl, poolSize: 2 })
    : null;
  try {
    if (database) await assertEmptyDatabase(database);
    await mkdir(options.dataDir, { recursive: true });
    const staging = await mkdtemp(path.join(options.dataDir, `.restore-${process.pid}-`));
    try {
      await extract({ file, cwd: staging, strict: true });
      const manifest = readManifest(staging, file);
      assertRestorable(manifest.migrations);
      const target =
        database ?? (await openDatabase({ pgliteDir: path.join(options.dataDir, 'pglite') }));
      try {
        await loadDatabase(target, staging, manifest);
      } finally {
        if (!database) await target.close();
      }
      await placeSiteFiles(staging, options.dataDir, manifest.files);
      return manifest;
    } catch (error) {
      if (!database) {
        for (const entry of await readdir(options.dataDir))
          await rm(path.join(options.dataDir, entry), { recursive: true, force: true });
      }
      throw error;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  } finally {
    await database?.close();
  }
}
