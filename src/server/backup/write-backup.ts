import { mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { create } from 'tar';
import type { Database } from '@server/db/client';
import { rowsOf } from '@server/db/raw-rows';
import { projectPath } from '@server/project-path';
import { dumpDatabase } from './dump-database';
import { partialName, removeLeftovers, stagingPrefix } from './leftovers';
import { DATABASE_FOLDER, MANIFEST_FILE } from './manifest';
import type { Manifest } from './manifest';
import { stageSiteFiles } from './site-files';

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  files: number;
  ms: number;
}

const quireVersion = () =>
  (JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version: string }).version;

async function sourceOf(db: Database): Promise<Manifest['source']> {
  const [row] = rowsOf<{ version: string }>(await db.execute(sql`select version() as version`));
  return row?.version.includes('PGlite') ? 'pglite' : 'postgres';
}

/** On disk for good before it takes the final name: a crash after the rename keeps a whole file. */
async function flushToDisk(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes one backup of the site to `out`: the database from one snapshot and
 * DATA_DIR's own files linked right after it, packed into `out`'s partial
 * name and renamed over `out` only once whole. Killed at any point, it leaves
 * `out` (the last good backup) as it was.
 */
export async function writeBackup(options: {
  db: Database;
  dataDir: string;
  out: string;
  /** Just before the rename (tests stop the writer there). */
  beforeRename?: () => Promise<void> | void;
}): Promise<BackupSummary> {
  const started = Date.now();
  const out = path.resolve(options.out);
  mkdirSync(options.dataDir, { recursive: true });
  mkdirSync(path.dirname(out), { recursive: true });
  await removeLeftovers(options.dataDir);
  await removeLeftovers(path.dirname(out));
  // Inside DATA_DIR: the media's hard links need the same filesystem.
  const staging = await mkdtemp(path.join(options.dataDir, stagingPrefix()));
  const partial = partialName(out);
  try {
    const database = await dumpDatabase(options.db, staging);
    const site = await stageSiteFiles(options.dataDir, staging);
    const manifest: Manifest = {
      format: 'quire-backup',
      version: 1,
      createdAt: new Date(started).toISOString(),
      quireVersion: quireVersion(),
      source: await sourceOf(options.db),
      ...database,
      files: site.entries,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST_FILE,
      DATABASE_FOLDER,
      ...site.entries,
    ]);
    await flushToDisk(partial);
    await options.beforeRename?.();
    await rename(partial, out);
    return {
      file: out,
      bytes: (await stat(out)).size,
      tables: database.tables.length,
      rows: database.tables.reduce((sum, table) => sum + table.rows, 0),
      files: site.files,
      ms: Date.now() - started,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
