import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../pglite-extensions';
import { DataFolderInUseError, lockDataFolder } from './data-folder-lock';
import { startDatabaseServer } from './database-server';
import { startPlannerStatistics } from './planner-statistics';

/**
 * The embedded database's own process: PGlite (WebAssembly, one session)
 * served over the PostgreSQL protocol, so its work never stalls the event
 * loop that renders pages. Started by start-database-process.ts with the
 * data folder as its argument; tells its parent the URL once it listens and
 * ends with its parent.
 */
/**
 * PostgreSQL's 128 MB default buffer cache fills with WebAssembly memory that
 * is never given back; the operating system's page cache serves re-reads of
 * the files as well. 16 MB keeps the process near 200 MB instead of 350 MB.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function main(dir: string, lockWaitMs: number) {
  const lock = await lockDataFolder(dir, {
    holder: "the site's database process",
    serves: true,
    waitMs: lockWaitMs,
  });
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir, { startParams: START_PARAMS, extensions: PGLITE_EXTENSIONS });
  const server = await startDatabaseServer(db);
  // Operators' commands (npm run admin, backup) find the running database here.
  lock.serveAt(server.url);
  const statistics = startPlannerStatistics({
    db,
    runAlone: (work) => server.queue.runAlone(work),
    onError: (error) => console.error('ANALYZE failed', error),
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    statistics.stop();
    await server.stop();
    await db.close();
    lock.release();
    process.exit(0);
  };
  // The parent asks by message, or is gone (its IPC channel closed).
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  // Ctrl-C and a supervisor's SIGTERM reach the whole process group: the parent stops the
  // database once its own connections are closed.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => undefined);
  process.send?.({ url: server.url });
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: database-process.ts <data folder> [lock wait in ms]');
  process.exit(2);
}
main(dir, Number(process.argv[3] ?? 0)).catch((error: unknown) => {
  if (error instanceof DataFolderInUseError) {
    // The parent says it in its own words; nothing of the folder was touched.
    if (process.send && process.connected) {
      process.send({ refused: error.message }, () => process.exit(3));
      return;
    }
    console.error(error.message);
    process.exit(3);
  }
  console.error(error);
  process.exit(1);
});
