/**
 * The toast state machine (spec §4.1). Pure: every time-dependent action
 * carries `now` (ms), so the provider owns the clock and tests own time.
 */

export const TOAST_STYLES = [
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
] as const;

export type ToastStyle = (typeof TOAST_STYLES)[number];

/** Milliseconds, never ('FOREVER'), or until the location changes ('NEXTPAGE'). */
type ToastDuration = number | 'FOREVER' | 'NEXTPAGE';

export const DEFAULT_TOAST_DURATION = 5000;
export const DEFAULT_TOAST_STYLE: ToastStyle = 'MESSAGE';

export interface Toast {
  id: string;
  message: string;
  duration: ToastDuration;
  toastStyle: ToastStyle;
  extraParams?: Record<string, unknown>;
}

export interface ToastInput {
  message: string;
  duration?: ToastDuration;
  toastStyle?: ToastStyle;
  extraParams?: Record<string, unknown>;
}

/** Why a timed toast is on hold; the clock runs only when none apply. */
export type PauseReason = 'pointer' | 'focus';

export interface ActiveToast {
  toast: Toast;
  /** Time left for a numeric duration, as of `runningSince` (or frozen while paused); null when untimed. */
  remainingMs: number | null;
  /** When the clock last (re)started; null while paused or untimed. */
  runningSince: number | null;
  pausedBy: readonly PauseReason[];
}

export interface ToastState {
  current: ActiveToast | null;
  /** Counter for ids, kept in state so the reducer stays pure. */
  nextId: number;
}

export type ToastAction =
  | { type: 'queue'; input: ToastInput; now: number }
  | { type: 'clear' }
  | { type: 'locationChanged' }
  | { type: 'pause'; reason: PauseReason; now: number }
  | { type: 'resume'; reason: PauseReason; now: number }
  | { type: 'expire'; id: string; now: number };

export const INITIAL_TOAST_STATE: ToastState = { current: null, nextId: 1 };

function activate(toast: Toast, now: number): ActiveToast {
  const { duration } = toast;
  // Infinity (or NaN) would fire a browser timer at once; treat it like FOREVER instead.
  if (typeof duration !== 'number' || !Number.isFinite(duration)) {
    return { toast, remainingMs: null, runningSince: null, pausedBy: [] };
  }
  return { toast, remainingMs: Math.max(0, duration), runningSince: now, pausedBy: [] };
}

function pause(active: ActiveToast, reason: PauseReason, now: number): ActiveToast {
  if (active.pausedBy.includes(reason)) return active;
  const pausedBy = [...active.pausedBy, reason];
  if (active.remainingMs === null || active.runningSince === null) return { ...active, pausedBy };
  const elapsed = Math.max(0, now - active.runningSince);
  return {
    ...active,
    pausedBy,
    remainingMs: Math.max(0, active.remainingMs - elapsed),
    runningSince: null,
  };
}

function resume(active: ActiveToast, reason: PauseReason, now: number): ActiveToast {
  if (!active.pausedBy.includes(reason)) return active;
  const pausedBy = active.pausedBy.filter((held) => held !== reason);
  const isClockRunning = active.remainingMs !== null && pausedBy.length === 0;
  return { ...active, pausedBy, runningSince: isClockRunning ? now : null };
}

/** Time left on a toast at `now`; null when nothing is counting down (untimed or paused). */
export function remainingTime(active: ActiveToast | null, now: number): number | null {
  if (!active || active.remainingMs === null || active.runningSince === null) return null;
  return Math.max(0, active.remainingMs - Math.max(0, now - active.runningSince));
}

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'queue': {
      const { input } = action;
      const toast: Toast = {
        id: `toast-${state.nextId}`,
        message: input.message,
        duration: input.duration ?? DEFAULT_TOAST_DURATION,
        toastStyle: input.toastStyle ?? DEFAULT_TOAST_STYLE,
        ...(input.extraParams ? { extraParams: input.extraParams } : {}),
      };
      // One toast at a time: the newest replaces whatever was showing.
      return { current: activate(toast, action.now), nextId: state.nextId + 1 };
    }
    case 'clear':
      return state.current ? { ...state, current: null } : state;
    case 'locationChanged':
      return state.current?.toast.duration === 'NEXTPAGE' ? { ...state, current: null } : state;
    case 'pause':
    case 'resume': {
      if (!state.current) return state;
      const next =
        action.type === 'pause'
          ? pause(state.current, action.reason, action.now)
          : resume(state.current, action.reason, action.now);
      return next === state.current ? state : { ...state, current: next };
    }
    case 'expire': {
      // The id guards against a late timer removing a toast that replaced the one it was set for.
      if (state.current?.toast.id !== action.id) return state;
      const left = remainingTime(state.current, action.now);
      return left === 0 ? { ...state, current: null } : state;
    }
  }
}
