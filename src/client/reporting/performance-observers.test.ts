import { describe, expect, it, vi } from 'vitest';
import { observePerformance } from './performance-observers';
import type { ObserverLike, PerformanceEnvironment } from './performance-observers';
import { createPerformanceReporter } from './performance-reporter';
import type { PerformanceReport } from './performance-reporter';
import type { Send } from './transport';

type Entry = Partial<PerformanceEntry> & Record<string, unknown>;

/** Hands out fake observers by entry type so a test can deliver entries. */
function fakeObserverClass(supportedEntryTypes: string[]) {
  const byType = new Map<string, (entries: Entry[]) => void>();
  class FakeObserver implements ObserverLike {
    static readonly supportedEntryTypes = supportedEntryTypes;
    constructor(
      private readonly callback: (list: { getEntries(): PerformanceEntryList }) => void,
    ) {}
    private type = '';
    observe({ type }: { type: string }) {
      this.type = type;
      byType.set(type, (entries) =>
        this.callback({ getEntries: () => entries as unknown as PerformanceEntryList }),
      );
    }
    disconnect() {
      byType.delete(this.type);
    }
    takeRecords() {
      return [];
    }
  }
  const deliver = (type: string, ...entries: Entry[]) => byType.get(type)?.(entries);
  return { FakeObserver, deliver };
}

function setup(PerformanceObserver: PerformanceEnvironment['PerformanceObserver']) {
  vi.useFakeTimers();
  const send = vi.fn<Send>(async () => {});
  const listeners = new Map<string, () => void>();
  let hidden = false;
  observePerformance(createPerformanceReporter({ send, version: '1', now: () => 5 }), {
    PerformanceObserver,
    elapsed: () => 1000,
    isLoaded: () => false,
    isHidden: () => hidden,
    onWindow: (type, listener) => listeners.set(type, listener),
    onVisibilityChange: (listener) => listeners.set('visibilitychange', listener),
    setTimer: (callback, ms) => setTimeout(callback, ms),
  });
  const hide = () => {
    hidden = true;
    listeners.get('visibilitychange')?.();
  };
  const report = (call: number) => send.mock.calls[call]?.[0] as PerformanceReport;
  return { send, listeners, hide, report };
}

describe('observePerformance', () => {
  it('sends timings once after load and the final LCP with keep-alive on hide', async () => {
    const { FakeObserver, deliver } = fakeObserverClass([
      'paint',
      'largest-contentful-paint',
      'first-input',
      'navigation',
      'resource',
    ]);
    const { send, listeners, hide, report } = setup(FakeObserver);
    deliver(
      'paint',
      { name: 'first-paint', startTime: 90 },
      { name: 'first-contentful-paint', startTime: 100 },
    );
    deliver('largest-contentful-paint', { startTime: 300 }, { startTime: 450 });
    deliver('resource', {
      name: 'https://q.test/assets/app.js?v=1',
      initiatorType: 'script',
      responseEnd: 80,
    });
    deliver('resource', { name: 'https://q.test/a.png', initiatorType: 'img', responseEnd: 90 });
    deliver('navigation', { type: 'navigate', duration: 900, domContentLoadedEventEnd: 600 });
    listeners.get('load')?.();
    await vi.advanceTimersByTimeAsync(1499);
    expect(send).not.toHaveBeenCalled();
    // Sampling ends 2500 ms after navigation start (1000 ms had passed).
    await vi.advanceTimersByTimeAsync(1);
    deliver('resource', {
      name: 'https://q.test/late.js',
      initiatorType: 'script',
      responseEnd: 3000,
    });
    expect(report(0).events.map(({ type, value, name }) => [type, value, name])).toEqual([
      ['fcp', 100, undefined],
      ['render', 80, '/assets/app.js'],
      ['ready', 600, 'domContentLoaded'],
      ['nav', 900, 'navigate'],
    ]);
    hide();
    expect(report(1).events).toEqual([{ type: 'lcp', value: 450, timestamp: 5 }]);
    expect(send.mock.calls[1]?.[1]).toEqual({ keepalive: true });
    vi.useRealTimers();
  });

  it("reports 'unsupported' for what the browser cannot observe", async () => {
    const { FakeObserver } = fakeObserverClass(['paint', 'navigation']);
    const { listeners, report } = setup(FakeObserver);
    listeners.get('load')?.();
    await vi.advanceTimersByTimeAsync(2500);
    expect(report(0).events.map(({ type, name }) => [type, name])).toEqual([
      ['unsupported', 'largest-contentful-paint'],
      ['unsupported', 'first-input'],
      ['unsupported', 'resource'],
    ]);
    vi.useRealTimers();
  });

  it('reports PerformanceObserver itself as unsupported when it is missing', async () => {
    const { listeners, report } = setup(undefined);
    listeners.get('load')?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(report(0).events).toEqual([
      { type: 'unsupported', value: 0, timestamp: 5, name: 'PerformanceObserver' },
    ]);
    vi.useRealTimers();
  });
});
