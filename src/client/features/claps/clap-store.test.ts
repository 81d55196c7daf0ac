import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAP_BATCH_DELAY_MS } from './clap-counter';
import { createClapStore } from './clap-store';
import type { ClapSender } from './clap-store';

const fetched = { clapCount: 0, viewerClapCount: 0 };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function recordingSender() {
  const requests: Array<{
    count: number;
    answer: ReturnType<typeof deferred<{ clapCount: number; viewerClapCount: number }>>;
  }> = [];
  const failures: string[] = [];
  const reasons: unknown[] = [];
  const settled: number[] = [];
  const sender: ClapSender = {
    send: (_postId, count) => {
      const answer = deferred<{ clapCount: number; viewerClapCount: number }>();
      requests.push({ count, answer });
      return answer.promise;
    },
    onFailure: (postId, reason) => {
      failures.push(postId);
      reasons.push(reason);
    },
    onSettled: (_postId, confirmed) => settled.push(confirmed.viewerClapCount),
  };
  return { sender, requests, failures, reasons, settled };
}

describe('clap store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a burst of clicks as one request after a pause', async () => {
    const store = createClapStore();
    const { sender, requests, settled } = recordingSender();
    for (let index = 0; index < 5; index += 1) {
      store.clap('p1', fetched, sender);
      vi.advanceTimersByTime(100);
    }
    expect(store.get('p1')?.claps.clapCount).toBe(5);
    expect(requests).toHaveLength(0);
    vi.advanceTimersByTime(CLAP_BATCH_DELAY_MS);
    expect(requests.map((request) => request.count)).toEqual([5]);
    requests[0]?.answer.resolve({ clapCount: 5, viewerClapCount: 5 });
    await vi.runAllTimersAsync();
    expect(requests).toHaveLength(1);
    expect(settled).toEqual([5]);
    expect(store.get('p1')?.counter.backup).toBeNull();
  });

  it('sends clicks made during a request in the next one', async () => {
    const store = createClapStore();
    const { sender, requests } = recordingSender();
    store.clap('p1', fetched, sender);
    vi.advanceTimersByTime(CLAP_BATCH_DELAY_MS);
    store.clap('p1', fetched, sender);
    store.clap('p1', fetched, sender);
    // The pause ends while the first request is still out: nothing more is sent yet.
    vi.advanceTimersByTime(CLAP_BATCH_DELAY_MS);
    expect(requests.map((request) => request.count)).toEqual([1]);
    requests[0]?.answer.resolve({ clapCount: 1, viewerClapCount: 1 });
    await vi.advanceTimersByTimeAsync(CLAP_BATCH_DELAY_MS);
    expect(requests.map((request) => request.count)).toEqual([1, 2]);
    expect(store.get('p1')?.claps.clapCount).toBe(3);
  });

  it('rolls back and reports a failed request, with its reason', async () => {
    const store = createClapStore();
    const { sender, requests, failures, reasons } = recordingSender();
    const listener = vi.fn();
    store.subscribe(listener);
    store.clap('p1', { clapCount: 7, viewerClapCount: 1 }, sender);
    store.clap('p1', { clapCount: 7, viewerClapCount: 1 }, sender);
    vi.advanceTimersByTime(CLAP_BATCH_DELAY_MS);
    const refusal = new Error('You cannot clap for this story: its author has blocked you.');
    requests[0]?.answer.reject(refusal);
    await vi.runAllTimersAsync();
    expect(failures).toEqual(['p1']);
    expect(reasons).toEqual([refusal]);
    expect(store.get('p1')?.claps).toEqual({
      clapCount: 7,
      viewerClapCount: 1,
      viewerHasClappedSinceFetch: false,
    });
    expect(listener).toHaveBeenCalled();
  });

  it('refuses a click past 50 and sends nothing for it', () => {
    const store = createClapStore();
    const { sender, requests } = recordingSender();
    expect(store.clap('p1', { clapCount: 60, viewerClapCount: 50 }, sender)).toBe(false);
    vi.advanceTimersByTime(CLAP_BATCH_DELAY_MS * 2);
    expect(requests).toHaveLength(0);
  });

  it('sends a waiting burst at once when the reader leaves, through the request that outlives the page', async () => {
    const store = createClapStore();
    const { sender, requests, settled } = recordingSender();
    const leaving: Array<{ postId: string; count: number }> = [];
    store.clap('p1', fetched, sender);
    store.clap('p1', fetched, sender);
    store.clap('p2', fetched, sender);
    store.flushAll((postId, count) => {
      leaving.push({ postId, count });
      return Promise.resolve({ clapCount: count, viewerClapCount: count });
    });
    expect(leaving).toEqual([
      { postId: 'p1', count: 2 },
      { postId: 'p2', count: 1 },
    ]);
    await vi.runAllTimersAsync();
    // The pause that was running sends nothing more; the counts are confirmed.
    expect(requests).toHaveLength(0);
    expect(settled).toEqual([2, 1]);
    expect(store.get('p1')?.counter).toMatchObject({ itemCount: 0, isSending: false });
    // Nothing waiting: leaving again sends nothing.
    store.flushAll(() => Promise.reject(new Error('not expected')));
    expect(leaving).toHaveLength(2);
  });
});
