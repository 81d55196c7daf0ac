import { copyFile, link, lstat, mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';

/**
 * What of DATA_DIR a backup carries besides the database: the uploaded
 * pictures, the operator's pages and robots.txt, the session secret (so
 * sessions and e-mailed links stay valid) and the admin commands' log.
 * media-cache/ is rebuilt from media/, outbox/ is mail already sent, and the
 * database folder travels as rows.
 */
const SITE_FILES = ['media', 'pages', 'robots.txt', 'session-secret', 'admin.log'];

/** A file the media store is still writing (it renames it when whole). */
const isPartial = (name: string) => name.endsWith('.tmp');

/**
 * Hard links make the copy instant and fixed: the media store replaces a file
 * by renaming a new one over it, so a linked file never changes under the
 * backup. Another filesystem gets a copy.
 */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/** Copies a file or folder by links; answers how many files it took. */
async function linkTree(from: string, to: string): Promise<number> {
  const stat = await lstat(from);
  if (stat.isFile()) {
    await linkOrCopy(from, to);
    return 1;
  }
  if (!stat.isDirectory()) return 0;
  await mkdir(to, { recursive: true });
  let files = 0;
  for (const entry of await readdir(from)) {
    if (!isPartial(entry)) files += await linkTree(path.join(from, entry), path.join(to, entry));
  }
  return files;
}

const exists = (file: string) =>
  lstat(file).then(
    () => true,
    () => false,
  );

/** Links the site's files into `staging`; answers the entries present and how many files they hold. */
export async function stageSiteFiles(
  dataDir: string,
  staging: string,
): Promise<{ entries: string[]; files: number }> {
  const entries: string[] = [];
  let files = 0;
  for (const name of SITE_FILES) {
    if (!(await exists(path.join(dataDir, name)))) continue;
    files += await linkTree(path.join(dataDir, name), path.join(staging, name));
    entries.push(name);
  }
  return { entries, files };
}

/** Moves the restored entries from `staging` into the (empty) DATA_DIR. */
export async function placeSiteFiles(staging: string, dataDir: string, entries: string[]) {
  await mkdir(dataDir, { recursive: true });
  for (const name of entries) {
    if (!SITE_FILES.includes(name)) continue;
    if (await exists(path.join(staging, name)))
      await rename(path.join(staging, name), path.join(dataDir, name));
  }
}
