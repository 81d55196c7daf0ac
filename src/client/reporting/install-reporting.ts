import { createErrorReporter } from './error-reporter';
import { createEventQueue } from './event-queue';
import { observePerformance } from './performance-observers';
import { createPerformanceReporter } from './performance-reporter';
import { createSafeStorage } from './safe-storage';
import { postJson } from './transport';
import type { Send } from './transport';

export interface ReportingOptions {
  /**
   * Read at each send: signing in or out (here or in another tab) replaces
   * the token, and a report sent when leaving the page must carry the new one.
   */
  getXsrfToken(): Promise<string>;
  userId: string;
  isBot: boolean;
  buildId: string;
  version: string;
  getLocation(): string;
  getReferrer(): string;
  getReferrerSource(): string | null;
}

export interface Reporting {
  track(key: string, data?: Record<string, unknown>): void;
  reportError(error: unknown, extra?: Record<string, unknown>): void;
}

const EVENTS_URL = '/_/batch';
const ERRORS_URL = '/_/oh-noes';
const PERFORMANCE_URL = '/_/clientele/reports/performance/';

let installed: Reporting | null = null;

/** Wires the reporters to the real browser. Call once on start-up; later calls return the first. */
export function installReporting(options: ReportingOptions): Reporting {
  if (installed) return installed;
  if (typeof window === 'undefined') return { track: () => {}, reportError: () => {} };

  // Reports go out as the page is left, with no time left to ask for a token
  // then: a reporting visitor asks for it as reporting starts (the page itself
  // came without cookies, so shared caches keep it).
  if (!options.isBot) void options.getXsrfToken().catch(() => undefined);
  const sender =
    (url: string): Send =>
    async (body, sendOptions) =>
      postJson(url, body, {
        xsrfToken: await options.getXsrfToken(),
        keepalive: sendOptions?.keepalive,
      });
  const timers = {
    now: () => Date.now(),
    setTimer: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
    clearTimer: (handle: unknown) => window.clearTimeout(handle as number),
  };

  const events = createEventQueue({
    ...timers,
    storage: createSafeStorage(() => window.localStorage),
    send: sender(EVENTS_URL),
    isBot: options.isBot,
    warn: (message, detail) => console.warn(message, detail),
    getCommonData: () => ({
      userId: options.userId,
      service: 'lite',
      location: options.getLocation(),
      browserWidth: window.innerWidth,
      referrer: options.getReferrer(),
      referrerSource: options.getReferrerSource(),
    }),
  });

  const errors = createErrorReporter({
    ...timers,
    send: sender(ERRORS_URL),
    getExtra: () => ({
      client: 'lite',
      buildId: options.buildId,
      userId: options.userId,
      userAgent: navigator.userAgent,
      location: options.getLocation(),
    }),
  });

  window.addEventListener('error', (event) => {
    // Cross-origin script errors arrive without an error object; keep what the event has.
    errors.report(
      event.error ?? {
        name: 'Error',
        message: event.message,
        fileName: event.filename,
        lineNumber: event.lineno,
      },
    );
  });
  window.addEventListener('unhandledrejection', (event) => {
    errors.report(event.reason, { unhandledRejection: true });
  });

  // The last chance to deliver: keep-alive requests survive the page going away.
  const flushOnExit = () => {
    void events.flush({ keepalive: true });
    void errors.flush({ keepalive: true });
  };
  window.addEventListener('pagehide', flushOnExit);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushOnExit();
  });

  // Crawlers' timings say nothing about readers' experience.
  if (!options.isBot) {
    observePerformance(
      createPerformanceReporter({
        send: sender(PERFORMANCE_URL),
        version: options.version,
        now: timers.now,
      }),
      {
        PerformanceObserver:
          typeof PerformanceObserver === 'function' ? PerformanceObserver : undefined,
        elapsed: () => performance.now(),
        isLoaded: () => document.readyState === 'complete',
        isHidden: () => document.visibilityState === 'hidden',
        onWindow: (type, listener) => window.addEventListener(type, listener),
        onVisibilityChange: (listener) => document.addEventListener('visibilitychange', listener),
        setTimer: timers.setTimer,
      },
    );
  }

  installed = {
    track: (key, data) => events.track(key, data),
    reportError: (error, extra) => errors.report(error, extra),
  };
  return installed;
}

/** Safe to call from any component: a no-op on the server and before install. */
export function track(key: string, data?: Record<string, unknown>): void {
  installed?.track(key, data);
}

export function reportError(error: unknown, extra?: Record<string, unknown>): void {
  installed?.reportError(error, extra);
}
