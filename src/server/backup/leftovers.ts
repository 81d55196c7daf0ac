import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { isProcessAlive } from '@server/db/embedded/data-folder-lock';

/** Work folders and unfinished archives carry their writer's pid: `.backup-<pid>-…`, `….<pid>.partial`. */
export const stagingPrefix = (pid = process.pid) => `.backup-${pid}-`;
export const partialName = (file: string, pid = process.pid) => `${file}.${pid}.partial`;

const WRITER = [/^\.(?:backup|restore)-(\d+)-/, /\.(\d+)\.partial$/];

/**
 * Removes what a backup killed midway (kill -9, a power cut) left in `dir`:
 * the last good backup was never touched, only these.
 */
export async function removeLeftovers(dir: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    const pid = WRITER.map((pattern) => pattern.exec(entry)?.[1]).find(Boolean);
    if (pid && Number(pid) !== process.pid && !isProcessAlive(Number(pid)))
      await rm(path.join(dir, entry), { recursive: true, force: true });
  }
}
