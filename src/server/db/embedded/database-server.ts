import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import type { PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { createSessionQueue } from './session-queue';
import type { SessionQueue } from './session-queue';

/** node-postgres finds a Unix socket as `<host directory>/.s.PGSQL.<port>`. */
const SOCKET_PORT = 5432;

export interface DatabaseServer {
  /** A postgres:// URL for node-postgres: the socket's directory as its host. */
  url: string;
  queue: SessionQueue;
  stop(): Promise<void>;
}

/** The URL node-postgres connects to for a server listening in `socketDir`. */
function socketUrl(socketDir: string): string {
  return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}&port=${SOCKET_PORT}`;
}

/**
 * Serves one PGlite over the PostgreSQL protocol on a Unix socket in a
 * directory only this user can enter (PGlite checks no password, so the
 * directory's permissions are the lock). pglite-socket frames each
 * connection's messages; the session queue decides whose turn it is.
 */
export async function startDatabaseServer(
  db: PGlite,
  options: { maxStatements?: number } = {},
): Promise<DatabaseServer> {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'quire-db-'));
  chmodSync(socketDir, 0o700);
  const queue = createSessionQueue(db, options);
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    const handler = new PGLiteSocketHandler({
      // The handler only calls enqueue, clearQueueForHandler and clearTransactionIfNeeded.
      queryQueue: queue as unknown as PGLiteSocketHandlerOptions['queryQueue'],
      closeOnDetach: true,
    });
    handler.attach(socket).catch(() => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`), resolve);
  });
  return {
    url: socketUrl(socketDir),
    queue,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
