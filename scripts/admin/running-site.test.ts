import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { buildUser } from '@server/test/factories';
import { startEmbeddedSite } from '@server/test/kits/backup-kit';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run admin -- …` as an operator types it, on this DATA_DIR and the embedded database. */
async function admin(...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    env,
  });
  return stdout.trim();
}

describe('the admin commands beside a running site', () => {
  it("change the running site's database through its process, and open the folder once it stopped", async () => {
    const first = await startEmbeddedSite(dataDir);
    const writer = await buildUser(first.database.db, { name: 'Running Writer' });
    const staffOf = async (db: DatabaseHandle) =>
      (await db.db.select().from(users).where(eq(users.id, writer.id)))[0];

    expect(await admin('promote', writer.email!)).toBe(`@${writer.username} is now staff.`);
    // The running process sees it at once: nothing opened its folder beside it.
    expect((await staffOf(first.database))?.isStaff).toBe(true);
    expect(await admin('suspend', `@${writer.username}`, '--reason', 'Spam in every story')).toBe(
      `@${writer.username} is suspended. Reason: Spam in every story`,
    );
    expect((await staffOf(first.database))?.isSuspended).toBe(true);
    await first.database.close();
    await first.site.stop();

    // Stopped: the command opens the folder itself, and the next start sees the change.
    expect(await admin('restore', writer.username)).toBe(`@${writer.username} is restored.`);
    const second = await startEmbeddedSite(dataDir);
    expect((await staffOf(second.database))?.isSuspended).toBe(false);
    await second.database.close();
    await second.site.stop();

    const log = readFileSync(path.join(dataDir, 'admin.log'), 'utf8').trim().split('\n');
    expect(log.map((line) => line.replace(/^\S+ /, ''))).toEqual([
      `promote: @${writer.username} is now staff.`,
      `suspend: @${writer.username} is suspended. Reason: Spam in every story`,
      `restore: @${writer.username} is restored.`,
    ]);
  }, 120_000);
});
