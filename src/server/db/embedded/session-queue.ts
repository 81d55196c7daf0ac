import type { PGlite } from '@electric-sql/pglite';
import { createSessionGate } from './session-gate';

/**
 * What pglite-socket's connection handler asks of its queue. The library's own
 * queue takes turns per message, so two connections' extended-protocol batches
 * interleave on PGlite's one session (electric-sql/pglite#1046); this one takes
 * turns per unit and keeps a transaction with the connection that opened it.
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
  /** The database process's own work (ANALYZE), between units and never inside a transaction. */
  runAlone<T>(work: () => Promise<T>): Promise<T>;
}

/** The startup packet's protocol number (3.0), where a typed message has its length. */
const PROTOCOL_3 = 196_608;
/** Extended-protocol messages after which the batch goes on: Parse, Bind, Describe, Execute, Close, Flush. */
const BATCH_CONTINUES = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((type) => type.charCodeAt(0)));
/** A Sync message: ends a batch a vanished client left open. */
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

function continuesBatch(message: Uint8Array): boolean {
  const isStartup =
    message.length >= 8 &&
    new DataView(message.buffer, message.byteOffset).getInt32(4) === PROTOCOL_3;
  return !isStartup && BATCH_CONTINUES.has(message[0] ?? 0);
}

export function createSessionQueue(db: PGlite): SessionQueue {
  const gate = createSessionGate<number | symbol>();
  /** Connections whose last unit left a batch open (a Sync is owed if they vanish). */
  const inBatch = new Set<number>();

  const run = async (message: Uint8Array, onData: (data: Uint8Array) => void) => {
    let bytes = 0;
    await db.runExclusive(() =>
      db.execProtocolRawStream(message, {
        onRawData: (data) => {
          bytes += data.length;
          onData(data);
        },
      }),
    );
    return bytes;
  };

  return {
    async enqueue(handlerId, message, onData) {
      if (!(await gate.enter(handlerId))) throw new Error('connection closed');
      let keep = true;
      try {
        const bytes = await run(message, onData);
        const batchOpen = continuesBatch(message);
        if (batchOpen) inBatch.add(handlerId);
        else inBatch.delete(handlerId);
        keep = batchOpen || db.isInTransaction();
        return bytes;
      } finally {
        gate.leave(handlerId, keep);
      }
    },
    clearQueueForHandler(handlerId) {
      gate.forget(handlerId);
    },
    async clearTransactionIfNeeded(handlerId) {
      if (gate.holder !== handlerId) return;
      // A client that vanished mid-batch or mid-transaction: end both before the next one runs.
      try {
        if (inBatch.delete(handlerId)) await run(SYNC, () => undefined);
        if (db.isInTransaction()) await db.exec('ROLLBACK');
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
