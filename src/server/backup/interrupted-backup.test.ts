import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockFileOf } from '@server/db/embedded/data-folder-lock';
import { users } from '@server/db/schema/users';
import { buildUser } from '@server/test/factories';
import { startSite } from '@server/test/kits/backup-kit';
import type { SiteUnderTest } from '@server/test/kits/backup-kit';
import { writeBackup } from './write-backup';

let site: SiteUnderTest;
beforeAll(async () => {
  site = await startSite();
  await buildUser(site.database.db);
  mkdirSync(path.join(site.dataDir, 'media'), { recursive: true });
  writeFileSync(path.join(site.dataDir, 'media', 'picture.jpeg'), 'not really a picture');
}, 60_000);
afterAll(async () => {
  await site.database.close();
  await site.close();
});

const hashOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * A backup of the site, as `npm run backup` takes it, whose writer is killed
 * (SIGKILL, as kill -9) with its archive whole but not yet renamed to `out`:
 * the worst moment to die.
 */
const KILLED_WRITER = `
  const { writeBackup } = await import('./src/server/backup/write-backup.ts');
  const { openOperatorDatabase } = await import('./src/server/db/operator-database.ts');
  const { loadConfig } = await import('./src/server/env.ts');
  const config = loadConfig();
  const { handle } = await openOperatorDatabase(config);
  await writeBackup({
    db: handle.db,
    dataDir: config.dataDir,
    out: process.argv[1],
    beforeRename: () => process.kill(process.pid, 'SIGKILL'),
  });`;

async function killedBackup(out: string): Promise<{ pid: number; signal: string | null }> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...site.env };
  if (!site.env.DATABASE_URL) delete env.DATABASE_URL;
  const writer = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', KILLED_WRITER, out],
    { env, stdio: 'inherit' },
  );
  const signal = await new Promise<string | null>((resolve) =>
    writer.once('exit', (_code, killedBy) => resolve(killedBy)),
  );
  return { pid: writer.pid!, signal };
}

describe('a backup killed midway', () => {
  it('leaves the last good backup and the site as they were; the next backup clears what it left', async () => {
    const out = path.join(site.dataDir, 'backups', 'nightly.tar.gz');
    await writeBackup({ db: site.database.db, dataDir: site.dataDir, out });
    const good = hashOf(out);
    await buildUser(site.database.db, { name: 'After the good backup' });

    const killed = await killedBackup(out);
    expect(killed.signal).toBe('SIGKILL');
    expect(hashOf(out)).toBe(good);
    // What it left: its whole but unnamed archive, and its work folder.
    expect(existsSync(`${out}.${killed.pid}.partial`)).toBe(true);
    expect(
      readdirSync(site.dataDir).some((name) => name.startsWith(`.backup-${killed.pid}-`)),
    ).toBe(true);

    // The site serves on: its database process still holds the folder and answers.
    if (site.kind === 'pglite')
      expect(existsSync(lockFileOf(path.join(site.dataDir, 'pglite')))).toBe(true);
    const person = await buildUser(site.database.db, { name: 'After the killed backup' });
    expect((await site.database.db.select().from(users)).map((user) => user.id)).toContain(
      person.id,
    );

    await writeBackup({ db: site.database.db, dataDir: site.dataDir, out });
    expect(hashOf(out)).not.toBe(good);
    expect(readdirSync(path.dirname(out))).toEqual(['nightly.tar.gz']);
    expect(readdirSync(site.dataDir).filter((name) => name.startsWith('.backup-'))).toEqual([]);
  }, 120_000);
});
