import type { PerformanceReporter } from './performance-reporter';
import type { SetTimer } from './timers';

/** The parts of PerformanceObserver used here, so tests can pass a fake. */
export interface ObserverLike {
  observe(options: { type: string; buffered?: boolean }): void;
  disconnect(): void;
  takeRecords(): PerformanceEntryList;
}
interface ObserverConstructor {
  new (callback: (list: { getEntries(): PerformanceEntryList }) => void): ObserverLike;
  readonly supportedEntryTypes?: readonly string[];
}

export interface PerformanceEnvironment {
  PerformanceObserver: ObserverConstructor | undefined;
  /** Milliseconds since navigation start (performance.now). */
  elapsed: () => number;
  isLoaded: () => boolean;
  isHidden: () => boolean;
  /** window.addEventListener for load/pagehide, document's for visibilitychange. */
  onWindow: (type: 'load' | 'pagehide', listener: () => void) => void;
  onVisibilityChange: (listener: () => void) => void;
  setTimer: SetTimer;
}

// Scripts and stylesheets are what gate the first render; images would swamp the sample.
const RENDER_PARTS = new Set(['script', 'link', 'css']);

function pathOf(url: string): string {
  try {
    return new URL(url).pathname; // No origin or query: shorter, and no tokens leak.
  } catch {
    return url;
  }
}

/**
 * Feeds browser timings into the reporter (spec §7.3) and sends them once after
 * load; LCP is only final when the page is hidden, so it goes with keep-alive then.
 */
export function observePerformance(
  reporter: PerformanceReporter,
  env: PerformanceEnvironment,
  resourceWindowMs = 2500,
): void {
  const Observer = env.PerformanceObserver;
  if (!Observer) {
    reporter.record('unsupported', 0, 'PerformanceObserver');
    env.onWindow('load', () => env.setTimer(() => void reporter.flush(), 0));
    return;
  }
  const supported = Observer.supportedEntryTypes ?? [];
  const observers = new Map<
    string,
    { observer: ObserverLike; handle: (e: PerformanceEntry) => void }
  >();

  const observe = (type: string, handle: (entry: PerformanceEntry) => void) => {
    if (!supported.includes(type)) {
      reporter.record('unsupported', 0, type);
      return;
    }
    try {
      const observer = new Observer((list) => list.getEntries().forEach(handle));
      observer.observe({ type, buffered: true });
      observers.set(type, { observer, handle });
    } catch {
      reporter.record('unsupported', 0, type);
    }
  };
  const stop = (type: string) => {
    observers.get(type)?.observer.disconnect();
    observers.delete(type);
  };
  // Observer callbacks run late; take what is queued before sending.
  const drain = () => {
    for (const { observer, handle } of observers.values()) observer.takeRecords().forEach(handle);
  };

  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') reporter.record('fcp', entry.startTime);
  });
  let lcp: number | null = null;
  observe('largest-contentful-paint', (entry) => {
    lcp = entry.startTime; // Each candidate replaces the last.
  });
  observe('first-input', (entry) => {
    const input = entry as PerformanceEventTiming;
    reporter.record('fid', input.processingStart - input.startTime, input.name);
  });
  observe('navigation', (entry) => {
    const nav = entry as PerformanceNavigationTiming;
    reporter.record('ready', nav.domContentLoadedEventEnd, 'domContentLoaded');
    reporter.record('nav', nav.duration, nav.type);
  });
  observe('resource', (entry) => {
    const resource = entry as PerformanceResourceTiming;
    if (RENDER_PARTS.has(resource.initiatorType)) {
      reporter.record('render', resource.responseEnd, pathOf(resource.name));
    }
  });
  env.setTimer(() => stop('resource'), Math.max(0, resourceWindowMs - env.elapsed()));

  const sendAfterLoad = () => {
    // After the sampling window, and a tick after load so the navigation entry is complete.
    env.setTimer(
      () => {
        drain();
        void reporter.flush();
      },
      Math.max(0, resourceWindowMs - env.elapsed()),
    );
  };
  if (env.isLoaded()) sendAfterLoad();
  else env.onWindow('load', sendAfterLoad);

  let lcpSent = false;
  const onHide = () => {
    drain();
    if (!lcpSent && lcp !== null) {
      lcpSent = true;
      reporter.record('lcp', lcp);
      stop('largest-contentful-paint');
    }
    void reporter.flush({ keepalive: true });
  };
  env.onWindow('pagehide', onHide);
  env.onVisibilityChange(() => {
    if (env.isHidden()) onHide();
  });
}
