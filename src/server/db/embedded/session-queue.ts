import type { PGlite } from '@electric-sql/pglite';
import { createSessionGate } from './session-gate';
import { createStatementCache } from './statement-cache';

/**
 * What pglite-socket's connection handler asks of its queue. The library's own
 * queue takes turns per message, so two connections' extended-protocol batches
 * interleave on PGlite's one session (electric-sql/pglite#1046). This one
 * follows the protocol's own rule: a connection keeps the session until
 * PostgreSQL says it is ready for a query *and idle* (ReadyForQuery 'I'), so
 * a batch up to its Sync, a COPY and a whole transaction each run as one turn.
 */
export interface SessionQueue {
  enqueue(
    handlerId: number,
    message: Uint8Array,
    onData: (data: Uint8Array) => void,
  ): Promise<number>;
  clearQueueForHandler(handlerId: number): void;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
  getQueueLength(): number;
  /** The database process's own work (ANALYZE), between turns, never inside a transaction. */
  runAlone<T>(work: () => Promise<T>): Promise<T>;
}

/** ReadyForQuery with transaction status idle: 'Z', length 5, 'I'. */
const READY_IDLE = [0x5a, 0, 0, 0, 5, 0x49];
/** CopyFail then Sync: ends a COPY or a batch that a vanished client left open (ignored otherwise). */
const ABANDON = new Uint8Array([
  0x66, 0, 0, 0, 5, 0, /* CopyFail with an empty reason */ 0x53, 0, 0, 0, 4 /* Sync */,
]);

function endsIdle(tail: number[]): boolean {
  return tail.length === READY_IDLE.length && tail.every((byte, i) => byte === READY_IDLE[i]);
}

export function createSessionQueue(
  db: PGlite,
  options: { maxStatements?: number } = {},
): SessionQueue {
  const gate = createSessionGate<number | symbol>();
  const statements = createStatementCache(db, options.maxStatements);
  /** Whether the session was idle after the last turn's answer. */
  let idle = true;

  /** Runs one message; answers whether PostgreSQL is idle again afterwards. */
  const run = async (
    handlerId: number,
    message: Uint8Array,
    onData: (data: Uint8Array) => void,
  ) => {
    let bytes = 0;
    let tail: number[] = [];
    await db.runExclusive(async () =>
      db.execProtocolRawStream(await statements.translate(handlerId, message), {
        onRawData: (data) => {
          bytes += data.length;
          tail = [...tail, ...data.subarray(-READY_IDLE.length)].slice(-READY_IDLE.length);
          onData(data);
        },
      }),
    );
    // A message answered with nothing (CopyData, a Parse PostgreSQL holds until Sync, Terminate)
    // is in the middle of something: the session stays with its connection.
    idle = bytes > 0 && endsIdle(tail);
    return bytes;
  };

  return {
    async enqueue(handlerId, message, onData) {
      if (!(await gate.enter(handlerId))) throw new Error('connection closed');
      try {
        return await run(handlerId, message, onData);
      } finally {
        gate.leave(handlerId, !idle);
      }
    },
    clearQueueForHandler(handlerId) {
      gate.forget(handlerId);
      statements.forget(handlerId);
    },
    async clearTransactionIfNeeded(handlerId) {
      if (gate.holder !== handlerId) return;
      try {
        if (!idle) await run(handlerId, ABANDON, () => undefined);
        if (db.isInTransaction()) await db.exec('ROLLBACK');
        idle = true;
      } finally {
        gate.leave(handlerId, false);
      }
    },
    getQueueLength() {
      return gate.waiting;
    },
    async runAlone(work) {
      const self = Symbol('database process');
      await gate.enter(self);
      try {
        return await work();
      } finally {
        gate.leave(self, false);
      }
    },
  };
}
