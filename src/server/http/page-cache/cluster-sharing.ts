import cluster from 'node:cluster';
import type { ContentChange } from '@server/lib/content-changes';

const MESSAGE_TYPE = 'quire:content-change';

interface ContentChangeMessage {
  type: typeof MESSAGE_TYPE;
  change: ContentChange;
}

function isContentChangeMessage(message: unknown): message is ContentChangeMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === MESSAGE_TYPE
  );
}

/**
 * Several app processes (WEB_CONCURRENCY) each keep their own pages: a change
 * made in one goes to the primary, which hands it to every other
 * (relayContentChanges), so all drop their copies. Returns the sender and
 * the unsubscribe; outside a cluster both do nothing.
 */
export function shareContentChanges(onOtherProcessChange: (change: ContentChange) => void) {
  if (!cluster.isWorker || !process.send) return { send: () => {}, stop: () => {} };
  const listener = (message: unknown) => {
    if (isContentChangeMessage(message)) onOtherProcessChange(message.change);
  };
  process.on('message', listener);
  return {
    send: (change: ContentChange) => {
      const message: ContentChangeMessage = { type: MESSAGE_TYPE, change };
      process.send?.(message);
    },
    stop: () => process.off('message', listener),
  };
}

/** In the primary: every change a worker reports goes to all the others. */
export function relayContentChanges(): void {
  cluster.on('message', (from, message: unknown) => {
    if (!isContentChangeMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker.id !== from.id && worker.isConnected()) worker.send(message);
    }
  });
}
