import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventQueue } from './event-queue';
import type { EventQueueOptions, QueuedEvent } from './event-queue';
import { FakeStorage } from '../test/kits/fake-storage-kit';
import { createSafeStorage } from './safe-storage';
import { HttpError } from './transport';
import type { Send } from './transport';

const common = {
  userId: 'lo_1',
  service: 'lite',
  location: '/p/1',
  browserWidth: 1024,
  referrer: 'https://example.com/',
  referrerSource: null,
};

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(overrides: Partial<EventQueueOptions> = {}) {
  const backing = new FakeStorage();
  let id = 0;
  const send = vi.fn<Send>(async () => {});
  const warn = vi.fn();
  const setTimer = vi.fn((callback: () => void, ms: number) => setTimeout(callback, ms));
  const options: EventQueueOptions = {
    storage: createSafeStorage(() => backing),
    send,
    isBot: false,
    now: () => Date.now(),
    setTimer,
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    warn,
    getCommonData: () => common,
    createId: () => `id-${++id}`,
    ...overrides,
  };
  const queue = createEventQueue(options);
  const stored = () => JSON.parse(backing.items.get('quire:events') ?? '[]') as QueuedEvent[];
  return { queue, backing, send, warn, setTimer, stored, options };
}

const sentBatch = (send: ReturnType<typeof setup>['send'], call = 0) =>
  send.mock.calls[call]?.[0] as QueuedEvent[];

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createEventQueue', () => {
  it('stores events with the common data merged in', () => {
    const { queue, stored } = setup();
    queue.track('post.clientViewed', { postId: 'p1', location: '/override', dropped: undefined });
    expect(stored()).toEqual([
      {
        key: 'post.clientViewed',
        data: { ...common, location: '/override', postId: 'p1' },
        type: 'e',
        timestamp: 1_700_000_000_000,
        eventId: 'id-1',
        userId: 'lo_1',
      },
    ]);
  });

  it('keeps at most 1000 events, dropping the oldest', () => {
    const { queue, stored } = setup();
    for (let i = 0; i < 1003; i++) queue.track(`e.${i}`);
    const events = stored();
    expect(events).toHaveLength(1000);
    expect(events[0]?.key).toBe('e.3');
    expect(events.at(-1)?.key).toBe('e.1002');
    expect(queue.size()).toBe(1000);
  });

  it('sends once, 5 s after the first event, without re-arming for later ones', async () => {
    const { queue, send, setTimer } = setup();
    queue.track('a');
    await vi.advanceTimersByTimeAsync(3000);
    queue.track('b');
    queue.track('c');
    expect(setTimer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sentBatch(send).map((event) => event.key)).toEqual(['a', 'b', 'c']);
    expect(send.mock.calls[0]?.[1]).toEqual({ keepalive: false });
    expect(queue.size()).toBe(0);
  });

  it('removes only the sent events, keeping those queued while the send was in flight', async () => {
    const { queue, send, stored } = setup();
    const pending = deferred();
    send.mockImplementationOnce(() => pending.promise);
    queue.track('a');
    queue.track('b');
    const flushing = queue.flush();
    queue.track('c');
    // A second flush while the first is in flight does not resend a and b.
    const second = deferred();
    send.mockImplementationOnce(() => second.promise);
    const flushingAgain = queue.flush();
    expect(sentBatch(send, 1).map((event) => event.key)).toEqual(['c']);
    pending.resolve();
    await flushing;
    expect(stored().map((event) => event.key)).toEqual(['c']);
    second.resolve();
    await flushingAgain;
    expect(stored()).toEqual([]);
  });

  it('keeps the events and warns when the send fails', async () => {
    const { queue, send, warn } = setup();
    send.mockRejectedValueOnce(new Error('offline'));
    queue.track('a');
    await queue.flush();
    expect(warn).toHaveBeenCalledOnce();
    expect(queue.size()).toBe(1);
    await queue.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(sentBatch(send, 1).map((event) => event.key)).toEqual(['a']);
    expect(queue.size()).toBe(0);
  });

  it('drops a batch the server rejects as malformed instead of retrying it forever', async () => {
    const { queue, send, warn } = setup();
    send.mockRejectedValueOnce(new HttpError(400, '/_/batch'));
    queue.track('a');
    await queue.flush();
    expect(warn).toHaveBeenCalledOnce();
    expect(queue.size()).toBe(0);
  });

  it('sends and stores nothing for crawlers', async () => {
    const { queue, send, setTimer, backing } = setup({ isBot: true });
    queue.track('a');
    await queue.flush({ keepalive: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).not.toHaveBeenCalled();
    expect(setTimer).not.toHaveBeenCalled();
    expect(backing.items.size).toBe(0);
  });

  it('works from memory when storage throws', async () => {
    const backing = new FakeStorage();
    backing.failReads = true;
    backing.failWrites = true;
    const { queue, send } = setup({ storage: createSafeStorage(() => backing) });
    queue.track('a');
    expect(queue.size()).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sentBatch(send).map((event) => event.key)).toEqual(['a']);
    expect(queue.size()).toBe(0);
  });

  it('passes keepalive through and keeps a keep-alive body under the byte budget', async () => {
    const { queue, send } = setup({ maxKeepaliveBytes: 600 });
    for (let i = 0; i < 5; i++) queue.track(`e.${i}`, { padding: 'x'.repeat(100) });
    await queue.flush({ keepalive: true });
    expect(send.mock.calls[0]?.[1]).toEqual({ keepalive: true });
    const batch = sentBatch(send);
    expect(batch.length).toBeGreaterThan(0);
    expect(batch.length).toBeLessThan(5);
    expect(JSON.stringify(batch).length).toBeLessThanOrEqual(600);
    expect(queue.size()).toBe(5 - batch.length);
  });

  it('sends events left by an earlier page 5 s after start', async () => {
    const backing = new FakeStorage();
    const leftBehind = { key: 'left.behind', data: {}, type: 'e', timestamp: 1, eventId: 'old' };
    backing.items.set('quire:events', JSON.stringify([leftBehind]));
    const { send } = setup({ storage: createSafeStorage(() => backing) });
    await vi.advanceTimersByTimeAsync(4999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sentBatch(send)).toEqual([leftBehind]);
  });

  it('drops events with an invalid key or unserialisable data, without throwing', () => {
    const { queue, warn } = setup();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    queue.track('');
    queue.track('k'.repeat(101));
    queue.track('cyclic', cyclic);
    expect(queue.size()).toBe(0);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("drops an event whose data is over the server's 4 KB, keeping the others", () => {
    const { queue, warn } = setup();
    queue.track('post.clientViewed', { note: 'x'.repeat(4 * 1024) });
    queue.track('post.clientRead', { postId: 'p1' });
    expect(queue.size()).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('over 4096 bytes'));
  });
});
