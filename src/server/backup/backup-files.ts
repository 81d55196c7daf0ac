import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** The server's own backups in DATA_DIR/backups: `quire-backup-20260102T030000Z.tar.gz`. */
const NAME = /^quire-backup-(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z\.tar\.gz$/;

export const backupsFolder = (dataDir: string) => path.join(dataDir, 'backups');

export function backupFileName(takenAt: Date): string {
  const stamp = takenAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `quire-backup-${stamp}.tar.gz`;
}

/** The backups there, newest first. */
export async function listBackups(dir: string): Promise<Array<{ file: string; takenAt: Date }>> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => ({ name, parts: NAME.exec(name) }))
    .filter((entry): entry is { name: string; parts: RegExpExecArray } => entry.parts !== null)
    .map(({ name, parts }) => {
      const [, year, month, day, hour, minute, second] = parts.map(Number);
      return {
        file: path.join(dir, name),
        takenAt: new Date(Date.UTC(year!, month! - 1, day, hour, minute, second)),
      };
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Keeps the newest `keep` backups and deletes the rest; answers the files deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep).map((backup) => backup.file);
  for (const file of old) await rm(file, { force: true });
  return old;
}
