import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import type { ServerConfig } from '../env';
import { relayContentChanges } from '../http/page-cache/cluster-sharing';

const RESTART_DELAY_MS = 1000;
const SHUTDOWN_GRACE_MS = 15_000;

type Role = 'first' | 'other';

/**
 * The primary of WEB_CONCURRENCY app processes (node:cluster; they share the
 * listening port). It serves nothing itself. The first worker migrates,
 * seeds and runs the background jobs; the others start once it listens, so
 * migrations run once and every job runs in one process. A worker that dies
 * is replaced in its role; if the first dies before it ever listened, the
 * start failed and the primary stops.
 */
export function superviseWorkers(
  config: Pick<ServerConfig, 'webConcurrency'>,
  options: {
    /** The database the workers use when it is not the environment's DATABASE_URL. */
    databaseUrl?: string;
    /** After the last worker exited. */
    afterWorkers: () => Promise<void>;
    log: (message: string) => void;
  },
): void {
  const roles = new Map<number, Role>();
  // Each worker keeps its own pages: a change made in one reaches the others.
  relayContentChanges();
  let stopping = false;
  let firstListened = false;

  const start = (role: Role): Worker => {
    const worker = cluster.fork({
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      QUIRE_WORKER_ROLE: role,
    });
    roles.set(worker.id, role);
    return worker;
  };

  start('first').once('listening', () => {
    firstListened = true;
    for (let index = 1; index < config.webConcurrency; index += 1) start('other');
  });

  const finish = (code: number) => {
    options.afterWorkers().then(
      () => process.exit(code),
      () => process.exit(1),
    );
  };

  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker.id) ?? 'other';
    roles.delete(worker.id);
    if (stopping) {
      if (roles.size === 0) finish(0);
      return;
    }
    if (role === 'first' && !firstListened) {
      options.log(`the first app process exited (code ${code}) before it listened; stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
      if (roles.size === 0) finish(1);
      return;
    }
    options.log(`an app process exited (${signal ?? `code ${code}`}); starting another`);
    setTimeout(() => {
      if (!stopping) start(role);
    }, RESTART_DELAY_MS);
  });

  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => finish(1), SHUTDOWN_GRACE_MS).unref();
    if (roles.size === 0) return finish(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
