import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { afterEach, describe, expect, it } from 'vitest';
import { registerClosedConnectionGuard } from './closed-connection';

/** A rate-limited route as the client reports are served, behind the guard. */
async function buildServer(options: { peerGone: boolean }) {
  const app = Fastify();
  const errors: unknown[] = [];
  app.setErrorHandler((error, _request, reply) => {
    errors.push(error);
    return reply.code(500).send();
  });
  // Stands in for a connection that closed before the request was read: no peer address.
  if (options.peerGone) {
    app.addHook('onRequest', async (request) => {
      Object.defineProperty(request, 'ip', { value: undefined });
    });
  }
  registerClosedConnectionGuard(app);
  await app.register(rateLimit, { global: false });
  let handled = 0;
  app.post('/report', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, async () => {
    handled += 1;
    return { ok: true };
  });
  return { app, errors, handled: () => handled };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

describe('a request whose connection already closed', () => {
  it('ends before the rate limiter, without an error or a handler run', async () => {
    const server = await buildServer({ peerGone: true });
    close = () => server.app.close();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const outcome = await fetch(`http://127.0.0.1:${port}/report`, { method: 'POST' }).then(
      () => 'answered',
      () => 'connection ended',
    );
    expect(outcome).toBe('connection ended');
    expect(server.errors).toEqual([]);
    expect(server.handled()).toBe(0);
  });

  it('leaves every other request to its route', async () => {
    const server = await buildServer({ peerGone: false });
    close = () => server.app.close();
    const response = await server.app.inject({ method: 'POST', url: '/report' });
    expect(response.statusCode).toBe(200);
    expect(server.handled()).toBe(1);
  });
});
