import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOAST_DURATION,
  DEFAULT_TOAST_STYLE,
  INITIAL_TOAST_STATE,
  TOAST_STYLES,
  remainingTime,
  toastReducer,
} from './toast-queue';
import type { ToastAction, ToastInput, ToastState } from './toast-queue';

function run(actions: ToastAction[], state: ToastState = INITIAL_TOAST_STATE): ToastState {
  return actions.reduce(toastReducer, state);
}

function queue(input: ToastInput, now = 0): ToastAction {
  return { type: 'queue', input, now };
}

function currentId(state: ToastState): string {
  const id = state.current?.toast.id;
  if (!id) throw new Error('expected a toast');
  return id;
}

describe('TOAST_STYLES', () => {
  it('lists the spec styles in order', () => {
    expect(TOAST_STYLES).toEqual([
      'MESSAGE',
      'ERROR',
      'ACCENT',
      'EU_PRIVACY_BANNER',
      'VERIFY_EMAIL',
      'SENT_VERIFICATION_EMAIL',
      'LIMITED_STATE_BANNER',
      'RETRYABLE_ERROR',
      'NEWSLETTER_SUBSCRIBE',
      'NEWSLETTER_UNSUBSCRIBE',
      'USER_SUSPENDED',
      'POST_SUSPENDED',
      'HIDE_POST_RESPONSE',
      'POST_PINNED_TO_COLLECTION_HOMEPAGE',
      'SUBSCRIBE_SUCCESS',
      'SUBSCRIBE_FAIL',
      'SUBSCRIBED_ALREADY',
      'SUBSCRIBE_SELF',
      'READING_LIST_NOTIFICATION',
    ]);
  });
});

describe('queueing', () => {
  it('starts empty', () => {
    expect(INITIAL_TOAST_STATE.current).toBeNull();
  });

  it('defaults to 5000 ms and the MESSAGE style', () => {
    const state = run([queue({ message: 'Saved' }, 1000)]);
    expect(DEFAULT_TOAST_DURATION).toBe(5000);
    expect(DEFAULT_TOAST_STYLE).toBe('MESSAGE');
    expect(state.current?.toast).toEqual({
      id: 'toast-1',
      message: 'Saved',
      duration: 5000,
      toastStyle: 'MESSAGE',
    });
    expect(remainingTime(state.current, 1000)).toBe(5000);
  });

  it('keeps the given duration, style and extra parameters', () => {
    const state = run([
      queue({
        message: 'Check your inbox',
        duration: 'FOREVER',
        toastStyle: 'SENT_VERIFICATION_EMAIL',
        extraParams: { email: 'a@example.com' },
      }),
    ]);
    expect(state.current?.toast).toMatchObject({
      duration: 'FOREVER',
      toastStyle: 'SENT_VERIFICATION_EMAIL',
      extraParams: { email: 'a@example.com' },
    });
  });

  it('shows one toast at a time: a new one replaces the current', () => {
    const state = run([
      queue({ message: 'first' }),
      queue({ message: 'second', toastStyle: 'ERROR' }),
    ]);
    expect(state.current?.toast.message).toBe('second');
    expect(state.current?.toast.toastStyle).toBe('ERROR');
    expect(state.current?.toast.id).toBe('toast-2');
  });

  it('gives the replacement a fresh clock', () => {
    const state = run([queue({ message: 'first' }, 0), queue({ message: 'second' }, 4000)]);
    expect(remainingTime(state.current, 4000)).toBe(5000);
  });

  it('gives every toast a new id, even with the same text', () => {
    const state = run([queue({ message: 'same' }), queue({ message: 'same' })]);
    expect(currentId(state)).toBe('toast-2');
    expect(state.nextId).toBe(3);
  });
});

describe('clearing', () => {
  it('empties the queue', () => {
    const state = run([queue({ message: 'x', duration: 'FOREVER' }), { type: 'clear' }]);
    expect(state.current).toBeNull();
  });

  it('is a no-op when empty', () => {
    expect(toastReducer(INITIAL_TOAST_STATE, { type: 'clear' })).toBe(INITIAL_TOAST_STATE);
  });

  it('does not reuse ids after clearing', () => {
    const state = run([queue({ message: 'a' }), { type: 'clear' }, queue({ message: 'b' })]);
    expect(currentId(state)).toBe('toast-2');
  });
});

describe('location changes', () => {
  it('drop a NEXTPAGE toast', () => {
    const state = run([queue({ message: 'x', duration: 'NEXTPAGE' }), { type: 'locationChanged' }]);
    expect(state.current).toBeNull();
  });

  it('keep timed and FOREVER toasts', () => {
    const timed = run([queue({ message: 'x' }), { type: 'locationChanged' }]);
    expect(timed.current?.toast.message).toBe('x');
    const forever = run([
      queue({ message: 'y', duration: 'FOREVER' }),
      { type: 'locationChanged' },
    ]);
    expect(forever.current?.toast.message).toBe('y');
  });

  it('never expire a NEXTPAGE toast by time', () => {
    const state = run([queue({ message: 'x', duration: 'NEXTPAGE' }, 0)]);
    expect(remainingTime(state.current, 1e9)).toBeNull();
    const after = toastReducer(state, { type: 'expire', id: currentId(state), now: 1e9 });
    expect(after.current).not.toBeNull();
  });

  it('is a no-op when empty', () => {
    expect(toastReducer(INITIAL_TOAST_STATE, { type: 'locationChanged' })).toBe(
      INITIAL_TOAST_STATE,
    );
  });
});

describe('expiry', () => {
  it('removes a timed toast once its time is up', () => {
    const state = run([queue({ message: 'x', duration: 3000 }, 1000)]);
    const id = currentId(state);
    expect(toastReducer(state, { type: 'expire', id, now: 3999 }).current).not.toBeNull();
    expect(toastReducer(state, { type: 'expire', id, now: 4000 }).current).toBeNull();
  });

  it('ignores a late timer meant for a toast that was replaced', () => {
    const first = run([queue({ message: 'first', duration: 1000 }, 0)]);
    const staleId = currentId(first);
    const second = toastReducer(first, queue({ message: 'second', duration: 1000 }, 900));
    const after = toastReducer(second, { type: 'expire', id: staleId, now: 1000 });
    expect(after.current?.toast.message).toBe('second');
  });

  it('never expires a FOREVER toast', () => {
    const state = run([queue({ message: 'x', duration: 'FOREVER' }, 0)]);
    expect(remainingTime(state.current, Number.MAX_SAFE_INTEGER)).toBeNull();
    const after = toastReducer(state, {
      type: 'expire',
      id: currentId(state),
      now: Number.MAX_SAFE_INTEGER,
    });
    expect(after.current?.toast.message).toBe('x');
  });

  it('treats a non-finite duration as untimed rather than firing at once', () => {
    const state = run([queue({ message: 'x', duration: Infinity }, 0)]);
    expect(remainingTime(state.current, 1e12)).toBeNull();
  });

  it('clamps a negative duration to zero', () => {
    const state = run([queue({ message: 'x', duration: -50 }, 10)]);
    expect(remainingTime(state.current, 10)).toBe(0);
    expect(
      toastReducer(state, { type: 'expire', id: currentId(state), now: 10 }).current,
    ).toBeNull();
  });
});

describe('pausing while hovered', () => {
  it('freezes the remaining time and resumes from it', () => {
    let state = run([queue({ message: 'x', duration: 5000 }, 0)]);
    state = toastReducer(state, { type: 'pause', reason: 'pointer', now: 2000 });
    expect(state.current?.remainingMs).toBe(3000);
    expect(state.current?.runningSince).toBeNull();
    // No countdown while paused, however long the pointer stays.
    expect(remainingTime(state.current, 60_000)).toBeNull();
    expect(
      toastReducer(state, { type: 'expire', id: currentId(state), now: 60_000 }).current,
    ).not.toBeNull();

    state = toastReducer(state, { type: 'resume', reason: 'pointer', now: 60_000 });
    expect(remainingTime(state.current, 60_000)).toBe(3000);
    expect(remainingTime(state.current, 62_000)).toBe(1000);
    expect(
      toastReducer(state, { type: 'expire', id: currentId(state), now: 62_999 }).current,
    ).not.toBeNull();
    expect(
      toastReducer(state, { type: 'expire', id: currentId(state), now: 63_000 }).current,
    ).toBeNull();
  });

  it('accumulates across several hovers', () => {
    const state = run([
      queue({ message: 'x', duration: 5000 }, 0),
      { type: 'pause', reason: 'pointer', now: 1000 },
      { type: 'resume', reason: 'pointer', now: 10_000 },
      { type: 'pause', reason: 'pointer', now: 11_000 },
      { type: 'resume', reason: 'pointer', now: 20_000 },
    ]);
    expect(remainingTime(state.current, 20_000)).toBe(3000);
  });

  it('ignores a repeated pause or a resume without a pause', () => {
    const paused = run([
      queue({ message: 'x', duration: 5000 }, 0),
      { type: 'pause', reason: 'pointer', now: 1000 },
      { type: 'pause', reason: 'pointer', now: 3000 },
    ]);
    expect(paused.current?.remainingMs).toBe(4000);

    const running = run([queue({ message: 'x', duration: 5000 }, 0)]);
    expect(toastReducer(running, { type: 'resume', reason: 'pointer', now: 1000 })).toBe(running);
  });

  it('stays paused until every reason has ended (pointer and keyboard focus)', () => {
    let state = run([
      queue({ message: 'x', duration: 5000 }, 0),
      { type: 'pause', reason: 'pointer', now: 1000 },
      { type: 'pause', reason: 'focus', now: 1500 },
      { type: 'resume', reason: 'pointer', now: 2000 },
    ]);
    expect(remainingTime(state.current, 9000)).toBeNull();
    state = toastReducer(state, { type: 'resume', reason: 'focus', now: 9000 });
    expect(remainingTime(state.current, 9000)).toBe(4000);
  });

  it('does not turn an untimed toast into a timed one', () => {
    const state = run([
      queue({ message: 'x', duration: 'FOREVER' }, 0),
      { type: 'pause', reason: 'pointer', now: 1000 },
      { type: 'resume', reason: 'pointer', now: 2000 },
    ]);
    expect(state.current?.remainingMs).toBeNull();
    expect(remainingTime(state.current, 1e9)).toBeNull();
  });

  it('starts a replacement unpaused even if the pointer was over the old one', () => {
    const state = run([
      queue({ message: 'old' }, 0),
      { type: 'pause', reason: 'pointer', now: 100 },
      queue({ message: 'new', duration: 2000 }, 200),
    ]);
    expect(state.current?.pausedBy).toEqual([]);
    expect(remainingTime(state.current, 1200)).toBe(1000);
  });

  it('is a no-op when empty', () => {
    expect(toastReducer(INITIAL_TOAST_STATE, { type: 'pause', reason: 'pointer', now: 0 })).toBe(
      INITIAL_TOAST_STATE,
    );
    expect(toastReducer(INITIAL_TOAST_STATE, { type: 'resume', reason: 'pointer', now: 0 })).toBe(
      INITIAL_TOAST_STATE,
    );
  });
});
