import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import type { ReactNode } from 'react';
import { usePresence } from '@client/ui/motion/use-presence';
import { TOAST_SLIDE_DOWN_MS } from './toast-appearance';
import { ToastHost } from './toast-host';
import { INITIAL_TOAST_STATE, remainingTime, toastReducer } from './toast-queue';
import type { PauseReason, ToastInput } from './toast-queue';

export interface ToastApi {
  queueToast: (input: ToastInput) => void;
  clearToasts: () => void;
}

// Browsers fire a timer at once when its delay overflows a signed 32-bit int.
const MAX_TIMER_DELAY = 2_147_483_647;

const ToastContext = createContext<ToastApi | null>(null);

// Outside a provider (the static server error page, isolated renders) toasts are
// simply not shown rather than crashing the page that asked for one.
const NO_TOASTS: ToastApi = { queueToast: () => undefined, clearToasts: () => undefined };

export interface ToastProviderProps {
  children: ReactNode;
  /** The current app location; when it changes, a NEXTPAGE toast is dropped. */
  location: string;
}

export function ToastProvider({ children, location }: ToastProviderProps) {
  const [state, dispatch] = useReducer(toastReducer, INITIAL_TOAST_STATE);
  const { current } = state;

  const previousLocation = useRef(location);
  useEffect(() => {
    if (previousLocation.current === location) return;
    previousLocation.current = location;
    dispatch({ type: 'locationChanged' });
  }, [location]);

  // One timer for the toast on screen, re-armed whenever it is replaced, paused or resumed.
  useEffect(() => {
    if (!current) return;
    const left = remainingTime(current, Date.now());
    if (left === null) return;
    const { id } = current.toast;
    const timer = setTimeout(
      () => dispatch({ type: 'expire', id, now: Date.now() }),
      Math.min(left, MAX_TIMER_DELAY),
    );
    return () => clearTimeout(timer);
  }, [current]);

  const queueToast = useCallback(
    (input: ToastInput) => dispatch({ type: 'queue', input, now: Date.now() }),
    [],
  );
  const clearToasts = useCallback(() => dispatch({ type: 'clear' }), []);
  const api = useMemo<ToastApi>(() => ({ queueToast, clearToasts }), [queueToast, clearToasts]);

  const handlePause = useCallback(
    (reason: PauseReason) => dispatch({ type: 'pause', reason, now: Date.now() }),
    [],
  );
  const handleResume = useCallback(
    (reason: PauseReason) => dispatch({ type: 'resume', reason, now: Date.now() }),
    [],
  );

  const { item, isLeaving } = usePresence(current?.toast ?? null, TOAST_SLIDE_DOWN_MS);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastHost
        toast={item}
        isLeaving={isLeaving}
        onDismiss={clearToasts}
        onPause={handlePause}
        onResume={handleResume}
      />
    </ToastContext.Provider>
  );
}

/** Queue a toast (replacing any on screen) or clear it. */
export function useToasts(): ToastApi {
  return useContext(ToastContext) ?? NO_TOASTS;
}
