import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutosaveController } from './autosave-controller';
import type { AutosaveStatus, SaveOutcome } from './autosave-controller';

function setup(outcomes: Array<SaveOutcome | 'throw'> = []) {
  const statuses: AutosaveStatus['kind'][] = [];
  const saved: Array<{ snapshot: string; version: number | null }> = [];
  const local: string[] = [];
  const controller = new AutosaveController<string>({
    version: 1,
    save: (snapshot, version) => {
      saved.push({ snapshot, version });
      const outcome = outcomes.shift() ?? { kind: 'saved', version: (version ?? 0) + 1 };
      return outcome === 'throw'
        ? Promise.reject(new Error('Failed to fetch'))
        : Promise.resolve(outcome);
    },
    onStatus: (status) => statuses.push(status.kind),
    onChange: (snapshot) => local.push(snapshot),
  });
  return { controller, statuses, saved, local };
}

describe('AutosaveController', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves one second after typing stops, with the newest text and version', async () => {
    const { controller, statuses, saved } = setup();
    controller.change('a');
    await vi.advanceTimersByTimeAsync(500);
    controller.change('ab');
    await vi.advanceTimersByTimeAsync(999);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual([{ snapshot: 'ab', version: 1 }]);
    expect(statuses.slice(-2)).toEqual(['saving', 'saved']);
    expect(controller.version).toBe(2);
    expect(controller.hasUnsavedChanges).toBe(false);
  });

  it('saves at least every ten seconds while typing goes on', async () => {
    const { controller, saved } = setup();
    for (let ms = 0; ms < 10_000; ms += 500) {
      controller.change(`t${ms}`);
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(saved).toHaveLength(1);
    expect(saved[0]?.snapshot).toBe('t9500');
  });

  it('keeps every change locally first', () => {
    const { controller, local } = setup();
    controller.change('x');
    controller.change('xy');
    expect(local).toEqual(['x', 'xy']);
  });

  it('retries with backoff after a network failure, taking the newest text', async () => {
    const { controller, statuses, saved } = setup(['throw', { kind: 'network' }]);
    controller.change('one');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(statuses.at(-1)).toBe('offline');
    expect(controller.currentStatus).toEqual({ kind: 'offline', retryInMs: 1_000 });
    controller.change('one two');
    expect(controller.currentStatus.kind).toBe('offline');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saved.map((entry) => entry.snapshot)).toEqual(['one', 'one two']);
    expect(controller.currentStatus).toEqual({ kind: 'offline', retryInMs: 2_000 });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(saved).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toHaveLength(3);
    expect(saved[2]?.snapshot).toBe('one two');
    expect(statuses.at(-1)).toBe('saved');
  });

  it('saves again after a save when typing went on meanwhile', async () => {
    const { controller, saved } = setup();
    controller.change('a');
    await vi.advanceTimersByTimeAsync(1_000);
    controller.change('ab');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saved.map((entry) => [entry.snapshot, entry.version])).toEqual([
      ['a', 1],
      ['ab', 2],
    ]);
  });

  it('stops and reports a conflict when another tab saved first', async () => {
    const { controller, saved } = setup([{ kind: 'conflict' }]);
    controller.change('mine');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(controller.currentStatus.kind).toBe('conflict');
    controller.change('more');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(saved).toHaveLength(1);
    expect(controller.hasUnsavedChanges).toBe(true);
  });

  it('reports a rejected save and tries again on the next change', async () => {
    const { controller, saved } = setup([{ kind: 'rejected', message: 'Too long' }]);
    controller.change('x');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(controller.currentStatus).toEqual({ kind: 'rejected', message: 'Too long' });
    controller.change('y');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saved.map((entry) => entry.snapshot)).toEqual(['x', 'y']);
  });
});
