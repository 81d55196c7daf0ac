import { CLAP_BATCH_DELAY_MS, clapReducer } from './clap-counter';
import type { ClapAction, ClapEntry, ClapState, ConfirmedClaps, TimeoutId } from './clap-counter';

/** How the store reaches the server; the button supplies one bound to Apollo and toasts. */
export interface ClapSender {
  /**
   * Resolves with the server's counts after adding `count` claps; rejects on any
   * failure, with an Error whose message is what to tell the reader.
   */
  send: (postId: string, count: number) => Promise<ConfirmedClaps>;
  /** Called after a failed request was rolled back, with the request's rejection. */
  onFailure: (postId: string, reason: unknown) => void;
  /** Called when the server confirmed every click shown (nothing left to send). */
  onSettled?: (postId: string, confirmed: ConfirmedClaps) => void;
}

export interface ClapTimers {
  setTimeout: (callback: () => void, ms: number) => TimeoutId;
  clearTimeout: (id: TimeoutId) => void;
}

export interface ClapStore {
  subscribe: (listener: () => void) => () => void;
  get: (postId: string) => ClapEntry | undefined;
  /** Shows one more clap at once and (re)starts the pause before sending; false at the cap. */
  clap: (postId: string, fetched: ConfirmedClaps, sender: ClapSender) => boolean;
  /** Puts the server's counts in place, e.g. after an unclap. */
  replace: (postId: string, confirmed: ConfirmedClaps) => void;
  /**
   * Sends every burst still waiting out its pause at once, through `sendNow`
   * when given (a request that outlives the page): the reader is leaving.
   */
  flushAll: (sendNow?: ClapSender['send']) => void;
}

/**
 * Claps shared by every button of a post (the story page shows two): module
 * state, kept in the browser only, so both show the same count.
 */
export function createClapStore(
  timers: ClapTimers = {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (id) => clearTimeout(id),
  },
  delayMs = CLAP_BATCH_DELAY_MS,
): ClapStore {
  let state: ClapState = {};
  const listeners = new Set<() => void>();
  // The sender of each post's latest click, for flushAll.
  const senders = new Map<string, ClapSender>();

  function dispatch(action: ClapAction) {
    const next = clapReducer(state, action);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  function schedule(postId: string, sender: ClapSender) {
    const pending = state[postId]?.counter.timeoutId;
    if (pending) timers.clearTimeout(pending);
    const timeoutId = timers.setTimeout(() => flush(postId, sender), delayMs);
    dispatch({ type: 'timerSet', postId, timeoutId });
  }

  function flush(postId: string, sender: ClapSender, send = sender.send) {
    dispatch({ type: 'timerSet', postId, timeoutId: null });
    const entry = state[postId];
    // A request in flight sends the rest when it returns.
    if (!entry || entry.counter.isSending || entry.counter.itemCount === 0) return;
    const count = entry.counter.itemCount;
    dispatch({ type: 'sendStarted', postId });
    send(postId, count).then(
      (confirmed) => {
        dispatch({ type: 'sendSucceeded', postId, confirmed });
        const after = state[postId];
        if (!after) return;
        if (after.counter.itemCount === 0) sender.onSettled?.(postId, confirmed);
        else if (after.counter.timeoutId === null) schedule(postId, sender);
      },
      (reason: unknown) => {
        const pending = state[postId]?.counter.timeoutId;
        if (pending) timers.clearTimeout(pending);
        dispatch({ type: 'sendFailed', postId });
        sender.onFailure(postId, reason);
      },
    );
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: (postId) => state[postId],
    clap(postId, fetched, sender) {
      const before = state;
      dispatch({ type: 'clicked', postId, fetched });
      if (state === before) return false;
      senders.set(postId, sender);
      schedule(postId, sender);
      return true;
    },
    replace(postId, confirmed) {
      const pending = state[postId]?.counter.timeoutId;
      if (pending) timers.clearTimeout(pending);
      dispatch({ type: 'replaced', postId, confirmed });
    },
    flushAll(sendNow) {
      for (const [postId, entry] of Object.entries(state)) {
        const sender = senders.get(postId);
        if (!sender || entry.counter.timeoutId === null) continue;
        timers.clearTimeout(entry.counter.timeoutId);
        flush(postId, sender, sendNow ?? sender.send);
      }
    },
  };
}

/** The one store of the page. */
export const clapStore = createClapStore();
