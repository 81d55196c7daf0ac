import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRepeatingJob } from './repeating-job';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a repeating job', () => {
  it('waits a whole interval by default, runs again after each run, and goes on after a failure', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const job = startRepeatingJob({
      run: async () => {
        runs += 1;
        if (runs === 2) throw new Error('second run failed');
      },
      intervalMs: 1000,
      onError: (error) => errors.push(error),
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toBe(3);
    expect(errors).toEqual([new Error('second run failed')]);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });

  it('never overlaps a slow run, and stop waits for the run under way', async () => {
    let running = 0;
    let most = 0;
    let finished = 0;
    const job = startRepeatingJob({
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5000));
        running -= 1;
        finished += 1;
      },
      intervalMs: 100,
      firstDelayMs: 0,
    });
    await vi.advanceTimersByTimeAsync(12_000);
    expect(most).toBe(1);
    const stopped = job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    await stopped;
    expect(running).toBe(0);
    expect(finished).toBeGreaterThanOrEqual(2);
  });
});
