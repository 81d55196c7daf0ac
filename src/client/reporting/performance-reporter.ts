import type { Send, SendOptions } from './transport';

type PerformanceEventType = 'ready' | 'fcp' | 'lcp' | 'fid' | 'nav' | 'render' | 'unsupported';

export interface PerformanceEvent {
  type: PerformanceEventType;
  /** Milliseconds. */
  value: number;
  timestamp: number;
  name?: string;
}

export interface PerformanceReport {
  client: { name: string; version: string };
  events: PerformanceEvent[];
}

export interface PerformanceReporterOptions {
  send: Send;
  version: string;
  now: () => number;
  /** The server accepts at most 200 events per report. */
  maxEvents?: number;
}

export interface PerformanceReporter {
  record(type: PerformanceEventType, value: number, name?: string): void;
  /** Sends what was recorded since the last flush; nothing when there is nothing. */
  flush(options?: SendOptions): Promise<void>;
  pending(): number;
}

// Server limits: anything outside them fails the whole report.
const MAX_VALUE_MS = 86_400_000;
const MAX_NAME_LENGTH = 200;

export function buildPerformanceReport(
  version: string,
  events: PerformanceEvent[],
): PerformanceReport {
  return { client: { name: 'lite', version }, events };
}

export function createPerformanceReporter(
  options: PerformanceReporterOptions,
): PerformanceReporter {
  const { send, version, now, maxEvents = 200 } = options;
  let events: PerformanceEvent[] = [];

  return {
    record(type, value, name) {
      if (!Number.isFinite(value) || events.length >= maxEvents) return;
      const event: PerformanceEvent = {
        type,
        value: Math.min(Math.max(0, value), MAX_VALUE_MS),
        timestamp: Math.round(now()),
      };
      if (name) event.name = name.slice(0, MAX_NAME_LENGTH);
      events.push(event);
    },

    async flush(flushOptions = {}) {
      if (events.length === 0) return;
      const batch = events;
      events = [];
      try {
        await send(buildPerformanceReport(version, batch), {
          keepalive: flushOptions.keepalive ?? false,
        });
      } catch {
        // Timings are a sample; a lost report is not worth a retry.
      }
    },

    pending: () => events.length,
  };
}
