import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/env';
import { registerLoadShedding } from './load-shedding';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Keeps the event loop busy, as a long synchronous render or a WebAssembly query would. */
function stallEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy on purpose
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function shedding(limits: Partial<ReturnType<typeof loadConfig>['pressure']>) {
  const server = Fastify();
  const defaults = loadConfig({ NODE_ENV: 'test' }).pressure;
  await registerLoadShedding(server, { ...defaults, ...limits }, { sampleIntervalMs: 100 });
  server.get('/_/health', () => ({ ok: true }));
  server.get('/p/a-story', () => 'the story');
  await server.ready();
  return server;
}

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop lags, then serves again', async () => {
    app = await shedding({ maxEventLoopDelayMs: 200, retryAfterSeconds: 7 });
    expect((await app.inject({ url: '/p/a-story' })).statusCode).toBe(200);

    stallEventLoop(1500);
    // The lag is measured a sample later; ask until the measure has caught up.
    let shed = await app.inject({ url: '/p/a-story' });
    for (let tries = 0; shed.statusCode !== 503 && tries < 20; tries += 1) {
      await pause(25);
      shed = await app.inject({ url: '/p/a-story' });
    }
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('7');
    expect(shed.headers['cache-control']).toBe('no-store');
    expect(shed.body).toBe('The server is busy. Please try again in a few seconds.');
    // The health check says so too, so a load balancer sends the traffic elsewhere.
    expect((await app.inject({ url: '/_/health' })).statusCode).toBe(503);

    await pause(400);
    expect((await app.inject({ url: '/p/a-story' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/_/health' })).statusCode).toBe(200);
  });

  it('sheds nothing when every limit is off', async () => {
    app = await shedding({ maxEventLoopDelayMs: 0 });
    stallEventLoop(800);
    await pause(150);
    expect((await app.inject({ url: '/p/a-story' })).statusCode).toBe(200);
  });

  it('reads its limits from the environment, with a one-second lag limit by default', () => {
    expect(loadConfig({}).pressure).toEqual({
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0,
      maxHeapUsedBytes: 0,
      retryAfterSeconds: 10,
    });
    const tuned = loadConfig({
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '250',
      PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0.95',
      PRESSURE_MAX_HEAP_MB: '512',
      PRESSURE_RETRY_AFTER_SECONDS: '3',
    }).pressure;
    expect(tuned).toEqual({
      maxEventLoopDelayMs: 250,
      maxEventLoopUtilization: 0.95,
      maxHeapUsedBytes: 512 * 1024 * 1024,
      retryAfterSeconds: 3,
    });
    expect(() => loadConfig({ PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '2' })).toThrow(
      /PRESSURE_MAX_EVENT_LOOP_UTILIZATION/,
    );
  });
});
