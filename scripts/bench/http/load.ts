import autocannon from 'autocannon';
import { samplePeak } from './process-memory';

/** One page (or operation) to load: what to send and which server answers it. */
export interface Target {
  /** Row label, e.g. 'story (logged out)'. */
  page: string;
  server: 'quire' | 'ghost';
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface RunResult {
  page: string;
  server: 'quire' | 'ghost';
  round: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Failed requests, timeouts (no answer within 10 s) included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  peakRssMb: number;
}

export interface LoadShape {
  connections: number;
  durationSeconds: number;
}

function fire(target: Target, shape: LoadShape) {
  return autocannon({
    url: target.url,
    connections: shape.connections,
    duration: shape.durationSeconds,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    body: target.body,
  });
}

/** A short run at a tenth of the load, results thrown away: JIT, caches and pools warm up. */
export async function warmUp(target: Target, seconds: number): Promise<void> {
  if (seconds <= 0) return;
  await fire(target, { connections: 10, durationSeconds: seconds });
}

/** autocannon against the target while the server's memory (all its processes) is sampled. */
export async function measure(
  target: Target,
  shape: LoadShape,
  serverPid: number,
  round: number,
): Promise<RunResult> {
  const memory = samplePeak(serverPid);
  const result = await fire(target, shape);
  return {
    page: target.page,
    server: target.server,
    round,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    peakRssMb: memory.stop(),
  };
}
