import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { projectPath } from '@server/project-path';
import { DataFolderInUseError } from './data-folder-lock';

const SOURCE = projectPath('src/server/db/embedded/database-process.ts');
/** `npm run build` writes it; plain JavaScript, it runs without tsx (about 75 MB less). */
const BUILT = projectPath('dist/database/database-process.js');
/**
 * PGlite's WebAssembly runs on V8's baseline compiler only. The optimising tier
 * keeps a second copy of the code it compiles for the hot parts of PostgreSQL:
 * measured on the 1,000-story bench data set, 45 MB more at idle and 50–75 MB
 * more after a burst of page queries, for about a fifth less CPU per statement
 * in this process (see docs/decisions/028-throughput-and-memory.md).
 */
const DATABASE_V8_FLAGS = ['--liftoff-only'];
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/**
 * How long a new database process waits for the folder's previous holder: the
 * database process of an app that was just killed exits within moments.
 */
const LOCK_WAIT_MS = 10_000;

/** Whether the server runs PGlite in a process of its own: no DATABASE_URL, and not asked to keep it in process. */
export const usesDatabaseProcess = (config: {
  databaseUrl?: string | null;
  embeddedDatabase: 'process' | 'in-process';
}): boolean => !config.databaseUrl && config.embeddedDatabase !== 'in-process';

export interface DatabaseProcess {
  /** postgres:// URL of its Unix socket, for node-postgres. */
  url: string;
  pid: number;
  /** Asks it to close the database and waits until it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts PGlite on `dir` in a child process (see database-process.ts) and
 * waits until it accepts connections. With `fromBuild` (the server renders
 * from the build too) it runs the built file when there is one, else the
 * source through tsx. A folder another process holds is refused with a
 * DataFolderInUseError that says which one.
 */
export function startDatabaseProcess(
  dir: string,
  options: { fromBuild: boolean; onExit: (code: number | null) => void; lockWaitMs?: number },
): Promise<DatabaseProcess> {
  const built = options.fromBuild && existsSync(BUILT);
  const lockWaitMs = String(options.lockWaitMs ?? LOCK_WAIT_MS);
  const child = fork(built ? BUILT : SOURCE, [dir, lockWaitMs], {
    execArgv: [...DATABASE_V8_FLAGS, ...(built ? [] : ['--import', 'tsx'])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const onExit = options.onExit;
  let stopping = false;
  // Until it is ready, an exit is the start's failure, which the promise reports.
  let ready = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code) => {
    if (ready && !stopping) onExit(code);
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.send('stop');
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(force);
  };
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the database process did not start within a minute'));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timeout);
      reject(new Error(`the database process exited (code ${code}) before it was ready`));
    });
    child.once('message', (message: { url?: string; refused?: string }) => {
      clearTimeout(timeout);
      if (message.refused) return reject(new DataFolderInUseError(message.refused));
      if (!message.url) return reject(new Error('the database process sent no URL'));
      ready = true;
      resolve({ url: message.url, pid: child.pid ?? 0, stop });
    });
  });
}
