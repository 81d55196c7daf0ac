import { describe, expect, it, vi } from 'vitest';
import { buildPerformanceReport, createPerformanceReporter } from './performance-reporter';
import type { PerformanceReport } from './performance-reporter';
import type { Send } from './transport';

describe('createPerformanceReporter', () => {
  it('sends the client and the recorded events', async () => {
    const send = vi.fn<Send>(async () => {});
    const reporter = createPerformanceReporter({ send, version: '1.2.3', now: () => 1000.6 });
    reporter.record('fcp', 812.5);
    reporter.record('nav', 1500, 'navigate');
    reporter.record('unsupported', 0, 'largest-contentful-paint');
    reporter.record('fid', -3); // clock quirks: clamped, not rejected by the server
    reporter.record('lcp', Number.NaN); // dropped
    await reporter.flush();
    expect(send).toHaveBeenCalledWith(
      {
        client: { name: 'lite', version: '1.2.3' },
        events: [
          { type: 'fcp', value: 812.5, timestamp: 1001 },
          { type: 'nav', value: 1500, timestamp: 1001, name: 'navigate' },
          { type: 'unsupported', value: 0, timestamp: 1001, name: 'largest-contentful-paint' },
          { type: 'fid', value: 0, timestamp: 1001 },
        ],
      } satisfies PerformanceReport,
      { keepalive: false },
    );
  });

  it('sends only what is new, nothing when empty, and caps the report at 200 events', async () => {
    const send = vi.fn<Send>(async () => {});
    const reporter = createPerformanceReporter({ send, version: 'v', now: () => 0 });
    await reporter.flush();
    expect(send).not.toHaveBeenCalled();
    for (let i = 0; i < 250; i++) reporter.record('render', i, `/assets/${i}.js`);
    expect(reporter.pending()).toBe(200);
    await reporter.flush();
    reporter.record('lcp', 2000);
    await reporter.flush({ keepalive: true });
    expect(send).toHaveBeenLastCalledWith(
      buildPerformanceReport('v', [{ type: 'lcp', value: 2000, timestamp: 0 }]),
      { keepalive: true },
    );
  });
});
