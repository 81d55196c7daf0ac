import { createRandomId } from './random-id';
import type { SafeStorage } from './safe-storage';
import type { ClearTimer, SetTimer, Warn } from './timers';
import { createOneShotTimer } from './timers';
import { toJsonRecord } from './json-record';
import { isPermanentFailure } from './transport';
import type { Send, SendOptions } from './transport';

/** Data attached to every event (spec §7.2). */
interface CommonEventData {
  userId: string;
  service: string;
  location: string;
  browserWidth: number;
  referrer: string;
  referrerSource: string | null;
}

export interface QueuedEvent {
  key: string;
  data: Record<string, unknown>;
  type: 'e';
  timestamp: number;
  eventId: string;
  userId: string;
}

export interface EventQueueOptions {
  storage: SafeStorage;
  send: Send;
  isBot: boolean;
  now: () => number;
  setTimer: SetTimer;
  clearTimer: ClearTimer;
  warn: Warn;
  getCommonData: () => CommonEventData;
  createId?: () => string;
  storageKey?: string;
  maxEvents?: number;
  flushDelayMs?: number;
  /** Keeps a normal POST under the server's 256 KB body limit. */
  maxBatchBytes?: number;
  /** Browsers reject keep-alive bodies over 64 KB; the rest waits for the next page. */
  maxKeepaliveBytes?: number;
}

export interface EventQueue {
  track(key: string, data?: Record<string, unknown>): void;
  flush(options?: SendOptions): Promise<void>;
  size(): number;
}

// The server rejects keys longer than this, and data larger than that, and one bad
// event fails the whole batch.
const MAX_KEY_LENGTH = 100;
const MAX_DATA_BYTES = 4 * 1024;
const encoder = new TextEncoder();

function isQueuedEvent(value: unknown): value is QueuedEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Partial<QueuedEvent>;
  return typeof event.key === 'string' && typeof event.eventId === 'string';
}

/** The oldest events that fit in the byte budget; always at least one so nothing blocks. */
function takeBatch(events: QueuedEvent[], maxBytes: number): QueuedEvent[] {
  let bytes = 2; // the array brackets
  const batch: QueuedEvent[] = [];
  for (const event of events) {
    bytes += encoder.encode(JSON.stringify(event)).length + 1;
    if (batch.length > 0 && bytes > maxBytes) break;
    batch.push(event);
  }
  return batch;
}

export function createEventQueue(options: EventQueueOptions): EventQueue {
  const {
    storage,
    send,
    isBot,
    now,
    warn,
    getCommonData,
    createId = createRandomId,
    storageKey = 'quire:events',
    maxEvents = 1000,
    flushDelayMs = 5000,
    maxBatchBytes = 200 * 1024,
    maxKeepaliveBytes = 60 * 1024,
  } = options;
  const timer = createOneShotTimer(options.setTimer, options.clearTimer);
  // Ids of events in a POST that has not answered yet: never sent twice at once.
  const inFlight = new Set<string>();

  const read = (): QueuedEvent[] => {
    const stored = storage.get(storageKey);
    return Array.isArray(stored) ? stored.filter(isQueuedEvent) : [];
  };
  const write = (events: QueuedEvent[]) => {
    if (events.length === 0) storage.remove(storageKey);
    else storage.set(storageKey, events);
  };
  // Re-reads storage so events queued (here or in another tab) meanwhile survive.
  const removeSent = (ids: Set<string>) => write(read().filter((event) => !ids.has(event.eventId)));
  const pending = () => read().filter((event) => !inFlight.has(event.eventId));
  const schedule = () => timer.arm(() => void queue.flush(), flushDelayMs);

  const queue: EventQueue = {
    track(key, data = {}) {
      if (isBot) return;
      try {
        if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
          warn(`Event key must be 1-${MAX_KEY_LENGTH} characters; dropped "${key}".`);
          return;
        }
        const common = getCommonData();
        const merged = toJsonRecord({ ...common, ...data });
        if (!merged) {
          warn(`Event data for "${key}" is not serialisable; dropped.`);
          return;
        }
        if (encoder.encode(JSON.stringify(merged)).length > MAX_DATA_BYTES) {
          warn(`Event data for "${key}" is over ${MAX_DATA_BYTES} bytes; dropped.`);
          return;
        }
        const event: QueuedEvent = {
          key,
          data: merged,
          type: 'e',
          timestamp: Math.round(now()),
          eventId: createId(),
          userId: common.userId,
        };
        write([...read(), event].slice(-maxEvents));
        schedule();
      } catch (error) {
        // Analytics must never break the feature that called it.
        warn('Failed to queue event.', error);
      }
    },

    async flush(flushOptions = {}) {
      timer.cancel();
      if (isBot) return;
      const waiting = pending();
      if (waiting.length === 0) return;
      const keepalive = flushOptions.keepalive ?? false;
      const batch = takeBatch(waiting, keepalive ? maxKeepaliveBytes : maxBatchBytes);
      const ids = new Set(batch.map((event) => event.eventId));
      ids.forEach((id) => inFlight.add(id));
      let sent = false;
      try {
        await send(batch, { keepalive });
        sent = true;
        removeSent(ids);
      } catch (error) {
        if (isPermanentFailure(error)) {
          removeSent(ids);
          warn('Event report rejected by the server; dropped the batch.', error);
        } else {
          warn('Failed to send events; they will be retried.', error);
        }
      } finally {
        ids.forEach((id) => inFlight.delete(id));
      }
      // A batch cut short by the byte budget: send the rest soon. After a failure wait
      // for the next event or unload instead of retrying in a loop.
      if (sent && pending().length > 0) schedule();
    },

    size: () => read().length,
  };

  // Events left by an earlier page (unload before the timer, or a failed send).
  if (!isBot && read().length > 0) schedule();
  return queue;
}
