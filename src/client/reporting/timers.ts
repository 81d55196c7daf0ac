/** Timer functions are injected so tests drive time without waiting. */
type TimerHandle = unknown;
export type SetTimer = (callback: () => void, ms: number) => TimerHandle;
export type ClearTimer = (handle: TimerHandle) => void;
export type Warn = (message: string, detail?: unknown) => void;

/**
 * One pending callback at a time: armed by the first caller, ignored by later
 * ones until it fires or is cancelled — the "5 s after the first queued item" rule.
 */
export function createOneShotTimer(setTimer: SetTimer, clearTimer: ClearTimer) {
  let handle: TimerHandle;
  let armed = false;
  return {
    arm(callback: () => void, ms: number): void {
      if (armed) return;
      armed = true;
      handle = setTimer(() => {
        armed = false;
        callback();
      }, ms);
    },
    cancel(): void {
      if (!armed) return;
      armed = false;
      clearTimer(handle);
    },
    isArmed: () => armed,
  };
}
