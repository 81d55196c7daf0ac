/**
 * Claps per post (spec §3.1): the client state a clap button shows, and the
 * counter state that batches a burst of clicks into one request. Pure: the
 * store owns timers and requests, tests own the sequence of events.
 */
import { MAX_CLAPS_PER_READER } from '@shared/limits';

/** Clicks closer together than this are sent as one request. */
export const CLAP_BATCH_DELAY_MS = 600;

export type TimeoutId = ReturnType<typeof setTimeout>;

/** Claps per post (client state). */
export interface PostClaps {
  clapCount: number;
  viewerClapCount: number;
  /** True once the viewer clapped since the counts were fetched. */
  viewerHasClappedSinceFetch: boolean;
}

/** The counter state of one post. */
export interface ClapCounter {
  /** Clicks shown but not yet sent. */
  itemCount: number;
  /** A request is on its way; clicks meanwhile wait for the next one. */
  isSending: boolean;
  /** The last confirmed claps, restored when a request fails; null when nothing is unconfirmed. */
  backup: PostClaps | null;
  timeoutId: TimeoutId | null;
}

export interface ClapEntry {
  claps: PostClaps;
  counter: ClapCounter;
}

/** Entries by post id; together their backups form the backup map. */
export type ClapState = Readonly<Record<string, ClapEntry>>;

export interface ConfirmedClaps {
  clapCount: number;
  viewerClapCount: number;
}

export type ClapAction =
  /** `fetched` seeds a post seen for the first time. */
  | { type: 'clicked'; postId: string; fetched: ConfirmedClaps }
  | { type: 'timerSet'; postId: string; timeoutId: TimeoutId | null }
  | { type: 'sendStarted'; postId: string }
  | { type: 'sendSucceeded'; postId: string; confirmed: ConfirmedClaps }
  | { type: 'sendFailed'; postId: string }
  /** After an unclap: the server's counts, nothing pending. */
  | { type: 'replaced'; postId: string; confirmed: ConfirmedClaps };

export const IDLE_COUNTER: ClapCounter = {
  itemCount: 0,
  isSending: false,
  backup: null,
  timeoutId: null,
};

export function fetchedClaps(fetched: ConfirmedClaps): PostClaps {
  return {
    clapCount: fetched.clapCount,
    viewerClapCount: fetched.viewerClapCount,
    viewerHasClappedSinceFetch: false,
  };
}

export function canClapMore(claps: Pick<PostClaps, 'viewerClapCount'>): boolean {
  return claps.viewerClapCount < MAX_CLAPS_PER_READER;
}

/** Whether a click is shown but not yet confirmed by the server. */
export function isBusy(entry: ClapEntry | undefined): boolean {
  return !!entry && (entry.counter.itemCount > 0 || entry.counter.isSending);
}

function withEntry(state: ClapState, postId: string, entry: ClapEntry): ClapState {
  return { ...state, [postId]: entry };
}

export function clapReducer(state: ClapState, action: ClapAction): ClapState {
  const entry = state[action.postId];
  switch (action.type) {
    case 'clicked': {
      const current = entry ?? { claps: fetchedClaps(action.fetched), counter: IDLE_COUNTER };
      if (!canClapMore(current.claps)) return state;
      const { claps, counter } = current;
      return withEntry(state, action.postId, {
        claps: {
          clapCount: claps.clapCount + 1,
          viewerClapCount: claps.viewerClapCount + 1,
          viewerHasClappedSinceFetch: true,
        },
        counter: {
          ...counter,
          itemCount: counter.itemCount + 1,
          backup: counter.backup ?? claps,
        },
      });
    }
    case 'timerSet':
      if (!entry) return state;
      return withEntry(state, action.postId, {
        ...entry,
        counter: { ...entry.counter, timeoutId: action.timeoutId },
      });
    case 'sendStarted':
      if (!entry) return state;
      return withEntry(state, action.postId, {
        ...entry,
        counter: { ...entry.counter, itemCount: 0, isSending: true },
      });
    case 'sendSucceeded': {
      if (!entry) return state;
      const { itemCount } = entry.counter;
      const confirmed: PostClaps = {
        ...action.confirmed,
        viewerHasClappedSinceFetch: entry.claps.viewerHasClappedSinceFetch,
      };
      // Clicks made while the request travelled stay shown on top of the server's answer.
      return withEntry(state, action.postId, {
        claps: {
          ...confirmed,
          clapCount: confirmed.clapCount + itemCount,
          viewerClapCount: confirmed.viewerClapCount + itemCount,
        },
        counter: {
          ...entry.counter,
          isSending: false,
          backup: itemCount > 0 ? confirmed : null,
        },
      });
    }
    case 'sendFailed':
      if (!entry) return state;
      return withEntry(state, action.postId, {
        claps: entry.counter.backup ?? entry.claps,
        counter: IDLE_COUNTER,
      });
    case 'replaced':
      return withEntry(state, action.postId, {
        claps: fetchedClaps(action.confirmed),
        counter: IDLE_COUNTER,
      });
  }
}
