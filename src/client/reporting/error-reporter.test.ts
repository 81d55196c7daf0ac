import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter } from './error-reporter';
import type { ErrorEntry, ErrorReporterOptions } from './error-reporter';
import type { Send } from './transport';

const extra = {
  client: 'lite',
  buildId: 'b1',
  userId: 'lo_1',
  userAgent: 'UA',
  location: '/p/1',
};

function setup(overrides: Partial<ErrorReporterOptions> = {}) {
  const send = vi.fn<Send>(async () => {});
  const reporter = createErrorReporter({
    send,
    now: () => Date.now(),
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    getExtra: () => extra,
    ...overrides,
  });
  const sent = (call = 0) => send.mock.calls[call]?.[0] as ErrorEntry[];
  return { reporter, send, sent };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createErrorReporter', () => {
  it('sends entries with details and context 5 s after the first, not re-armed', async () => {
    const { reporter, send, sent } = setup();
    const error = new TypeError('boom');
    error.stack = 'TypeError: boom\n    at render (https://q.test/assets/app.js:12:34)';
    reporter.report(error, { componentStack: 'in Post' });
    await vi.advanceTimersByTimeAsync(4000);
    reporter.report('plain string');
    await vi.advanceTimersByTimeAsync(999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledOnce();
    expect(sent()).toEqual([
      {
        name: 'TypeError',
        message: 'boom',
        stack: error.stack,
        timestamp: 1_700_000_000_000,
        fileName: 'https://q.test/assets/app.js',
        lineNumber: 12,
        extra: { ...extra, componentStack: 'in Post' },
      },
      {
        name: 'Error',
        message: 'plain string',
        stack: '',
        timestamp: 1_700_000_004_000,
        fileName: '',
        lineNumber: null,
        extra,
      },
    ]);
  });

  it('flushes at once when the queue reaches 10', () => {
    const { reporter, send, sent } = setup();
    for (let i = 0; i < 10; i++) reporter.report(new Error(`e${i}`));
    expect(send).toHaveBeenCalledOnce();
    expect(sent()).toHaveLength(10);
  });

  it('reports at most 50 per page load', async () => {
    const { reporter, send } = setup();
    for (let i = 0; i < 60; i++) reporter.report(new Error(`e${i}`));
    await vi.advanceTimersByTimeAsync(5000);
    const total = send.mock.calls.reduce((sum, call) => sum + (call[0] as unknown[]).length, 0);
    expect(total).toBe(50);
    reporter.report(new Error('later'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(5);
  });

  it('never throws and does not retry or report its own failures', async () => {
    const send = vi.fn<Send>(() => Promise.reject(new Error('offline')));
    const { reporter } = setup({
      send,
      getExtra: () => {
        throw new Error('no context');
      },
    });
    expect(() => reporter.report(new Error('x'))).not.toThrow();
    await expect(reporter.flush({ keepalive: true })).resolves.toBeUndefined();
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]?.[1]).toEqual({ keepalive: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledOnce();
  });
});
