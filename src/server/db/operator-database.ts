import path from 'node:path';
import { openDatabase } from './client';
import type { DatabaseHandle } from './client';
import { DataFolderInUseError, inUseMessage, liveHolderOf } from './embedded/data-folder-lock';
import type { LockHolder } from './embedded/data-folder-lock';

/** How an operator's command reached the database. */
type Reached = 'postgres' | 'running site' | 'data folder';

export interface OperatorDatabase {
  handle: DatabaseHandle;
  reached: Reached;
}

/** A database process still starting has the lock but no socket yet. */
const SOCKET_WAIT_MS = 30_000;
const POLL_MS = 200;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function servingHolder(folder: string): Promise<LockHolder | null> {
  const deadline = Date.now() + SOCKET_WAIT_MS;
  for (;;) {
    const holder = liveHolderOf(folder);
    if (!holder || holder.url) return holder;
    // An app with EMBEDDED_DATABASE=in-process holds the folder and serves it to nobody.
    if (!holder.serves || Date.now() >= deadline)
      throw new DataFolderInUseError(inUseMessage(folder, holder));
    await pause(POLL_MS);
  }
}

/**
 * The site's database for a command run at any time (npm run admin, backup):
 * PostgreSQL at DATABASE_URL; else, while the site runs, its database process
 * over its socket, so the change is the running site's at once; else the
 * embedded folder itself, locked against a site started meanwhile.
 */
export async function openOperatorDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<OperatorDatabase> {
  if (config.databaseUrl)
    return {
      handle: await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 }),
      reached: 'postgres',
    };
  const folder = path.join(config.dataDir, 'pglite');
  const holder = await servingHolder(folder);
  if (holder?.url) {
    const handle = await openDatabase({ databaseUrl: holder.url, poolSize: 2 });
    try {
      await handle.ping();
      return { handle, reached: 'running site' };
    } catch (error) {
      await handle.close();
      if ((error as NodeJS.ErrnoException).code === 'EACCES')
        throw new Error(
          `The running site's database (process ${holder.pid}) admits only the user it runs as: run the command as that user.`,
        );
      // The site stopped in between: its folder is free (or another process took it).
      if (liveHolderOf(folder)) throw error;
    }
  }
  return { handle: await openDatabase({ pgliteDir: folder }), reached: 'data folder' };
}
