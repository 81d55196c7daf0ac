import { toErrorDetails } from './error-details';
import type { ErrorDetails } from './error-details';
import type { ClearTimer, SetTimer } from './timers';
import { createOneShotTimer } from './timers';
import { toJsonRecord } from './json-record';
import type { Send, SendOptions } from './transport';

/** Context attached to every report. */
interface ErrorExtra {
  client: string;
  buildId: string;
  userId: string;
  userAgent: string;
  location: string;
  [key: string]: unknown;
}

export interface ErrorEntry extends ErrorDetails {
  timestamp: number;
  extra: Record<string, unknown>;
}

export interface ErrorReporterOptions {
  send: Send;
  now: () => number;
  setTimer: SetTimer;
  clearTimer: ClearTimer;
  getExtra: () => ErrorExtra;
  maxQueue?: number;
  flushDelayMs?: number;
  maxPerPage?: number;
}

export interface ErrorReporter {
  report(error: unknown, extra?: Record<string, unknown>): void;
  flush(options?: SendOptions): Promise<void>;
}

/**
 * Batches client errors (spec §7.4). Best effort by design: a failed send is
 * dropped, never retried or reported, so a broken endpoint cannot feed itself.
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const { send, now, getExtra, maxQueue = 10, flushDelayMs = 5000, maxPerPage = 50 } = options;
  const timer = createOneShotTimer(options.setTimer, options.clearTimer);
  let queue: ErrorEntry[] = [];
  let accepted = 0;
  // Guards against an error raised while building a report re-entering report().
  let busy = false;

  const buildExtra = (extra: Record<string, unknown> | undefined): Record<string, unknown> => {
    let base: Record<string, unknown> = {};
    try {
      base = { ...getExtra() };
    } catch {
      // Context is nice to have; the error itself matters more.
    }
    return toJsonRecord({ ...base, ...extra }) ?? toJsonRecord(base) ?? {};
  };

  const reporter: ErrorReporter = {
    report(error, extra) {
      if (busy || accepted >= maxPerPage) return;
      busy = true;
      try {
        accepted += 1;
        queue.push({
          ...toErrorDetails(error),
          timestamp: Math.round(now()),
          extra: buildExtra(extra),
        });
        if (queue.length >= maxQueue) void reporter.flush();
        else timer.arm(() => void reporter.flush(), flushDelayMs);
      } catch {
        // Reporting must never throw into the code that hit the error.
      } finally {
        busy = false;
      }
    },

    async flush(flushOptions = {}) {
      timer.cancel();
      if (queue.length === 0) return;
      const batch = queue;
      queue = [];
      try {
        await send(batch, { keepalive: flushOptions.keepalive ?? false });
      } catch {
        // Deliberately silent: see the note above.
      }
    },
  };
  return reporter;
}
