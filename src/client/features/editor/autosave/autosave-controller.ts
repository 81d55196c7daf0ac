/**
 * Autosave: saves ~1 s after typing stops and at least every 10 s while
 * typing goes on. A failed save (network) is retried with backoff while edits
 * keep coming; every change is first written to the local copy, so nothing
 * typed is lost. A version conflict (another tab saved) stops saving until the
 * writer reloads.
 */
export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'offline'; retryInMs: number }
  | { kind: 'conflict' }
  | { kind: 'rejected'; message: string };

export type SaveOutcome =
  | { kind: 'saved'; version: number }
  | { kind: 'conflict' }
  | { kind: 'network' }
  | { kind: 'rejected'; message: string };

export interface AutosaveOptions<T> {
  save: (snapshot: T, version: number | null) => Promise<SaveOutcome>;
  onStatus: (status: AutosaveStatus) => void;
  /** Called with every change before anything else (the local copy). */
  onChange?: (snapshot: T) => void;
  /** Called when the server holds `snapshot` (the local copy can be marked clean). */
  onSaved?: (snapshot: T, version: number) => void;
  version: number | null;
  now?: () => number;
  idleMs?: number;
  maxWaitMs?: number;
  retryDelaysMs?: readonly number[];
}

const IDLE_MS = 1_000;
const MAX_WAIT_MS = 10_000;
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

type Timer = ReturnType<typeof setTimeout>;

export class AutosaveController<T> {
  private pending: T | null = null;
  private inFlight = false;
  private idleTimer: Timer | null = null;
  private maxWaitTimer: Timer | null = null;
  private retryTimer: Timer | null = null;
  private failures = 0;
  private isStopped = false;
  private status: AutosaveStatus = { kind: 'idle' };
  version: number | null;

  constructor(private readonly options: AutosaveOptions<T>) {
    this.version = options.version;
  }

  get currentStatus(): AutosaveStatus {
    return this.status;
  }

  /** True while something typed is not on the server yet. */
  get hasUnsavedChanges(): boolean {
    return this.pending !== null || this.inFlight;
  }

  change(snapshot: T) {
    this.options.onChange?.(snapshot);
    if (this.isStopped) return;
    this.pending = snapshot;
    if (this.status.kind !== 'offline' && this.status.kind !== 'saving')
      this.setStatus({ kind: 'dirty' });
    if (this.retryTimer) return; // the retry will take the newest snapshot
    this.clear('idleTimer');
    this.idleTimer = setTimeout(() => void this.flush(), this.options.idleMs ?? IDLE_MS);
    this.maxWaitTimer ??= setTimeout(
      () => void this.flush(),
      this.options.maxWaitMs ?? MAX_WAIT_MS,
    );
  }

  /** Saves now (also used when the connection comes back and before publishing). */
  async flush(): Promise<void> {
    this.clear('idleTimer');
    this.clear('maxWaitTimer');
    this.clear('retryTimer');
    if (this.inFlight || this.isStopped || this.pending === null) return;
    const snapshot = this.pending;
    this.pending = null;
    this.inFlight = true;
    this.setStatus({ kind: 'saving' });
    let outcome: SaveOutcome;
    try {
      outcome = await this.options.save(snapshot, this.version);
    } catch {
      outcome = { kind: 'network' };
    }
    this.inFlight = false;
    this.settle(snapshot, outcome);
  }

  stop() {
    this.isStopped = true;
    this.clear('idleTimer');
    this.clear('maxWaitTimer');
    this.clear('retryTimer');
  }

  private settle(snapshot: T, outcome: SaveOutcome) {
    if (outcome.kind === 'saved') {
      this.failures = 0;
      this.version = outcome.version;
      this.options.onSaved?.(snapshot, outcome.version);
      if (this.pending !== null) {
        this.setStatus({ kind: 'dirty' });
        this.idleTimer = setTimeout(() => void this.flush(), this.options.idleMs ?? IDLE_MS);
      } else {
        this.setStatus({ kind: 'saved', at: (this.options.now ?? Date.now)() });
      }
      return;
    }
    this.pending ??= snapshot;
    if (outcome.kind === 'conflict') {
      this.stop();
      this.setStatus({ kind: 'conflict' });
      return;
    }
    if (outcome.kind === 'rejected') {
      this.setStatus({ kind: 'rejected', message: outcome.message });
      return;
    }
    const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
    const retryInMs = delays[Math.min(this.failures, delays.length - 1)] ?? 30_000;
    this.failures += 1;
    this.setStatus({ kind: 'offline', retryInMs });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, retryInMs);
  }

  private clear(name: 'idleTimer' | 'maxWaitTimer' | 'retryTimer') {
    const timer = this[name];
    if (timer) clearTimeout(timer);
    this[name] = null;
  }

  private setStatus(status: AutosaveStatus) {
    this.status = status;
    this.options.onStatus(status);
  }
}
