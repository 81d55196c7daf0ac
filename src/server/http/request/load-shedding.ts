import underPressure from '@fastify/under-pressure';
import type { FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '@server/env';

const BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.';

/**
 * Sheds load before the event loop stalls: while the loop lags (or is busy,
 * or the heap is full) beyond the configured limits, every request, the
 * health check included, is answered at once with 503 and Retry-After, in
 * plain text that costs nothing to render. A load balancer reading /_/health
 * thus sees the pressure, and a client knows when to come back.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  limits: ServerConfig['pressure'],
  options: {
    sampleIntervalMs?: number;
    /** A cheap answer that beats a 503 (a kept page), as a body to send, or null. */
    keptAnswer?: (request: FastifyRequest, reply: FastifyReply) => Buffer | string | null;
  } = {},
): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    eventLoopUtilizationMode: 'interval',
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    sampleInterval: options.sampleIntervalMs ?? 1000,
    pressureHandler: busyAnswer(limits.retryAfterSeconds, options.keptAnswer),
  });
}

/**
 * The plugin sends what its handler returns and skips the rest of the request
 * (its types only admit void: returning undefined would let the request through).
 */
function busyAnswer(
  retryAfterSeconds: number,
  keptAnswer?: (request: FastifyRequest, reply: FastifyReply) => Buffer | string | null,
) {
  const answer = (request: FastifyRequest, reply: FastifyReply): Buffer | string => {
    const kept = keptAnswer?.(request, reply);
    if (kept !== null && kept !== undefined) return kept;
    reply
      .code(503)
      .header('retry-after', String(retryAfterSeconds))
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8');
    return BUSY_MESSAGE;
  };
  return answer as unknown as FastifyUnderPressureOptions['pressureHandler'];
}
