import { createConnection, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from './listen';
import { captureLog } from './test/log-capture';
import { createTestApp } from './test/test-app';
import type { TestApp } from './test/test-app';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const externalAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

describe('npm start without PUBLIC_URL', () => {
  const log = captureLog();
  let app: TestApp;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    app = await createTestApp({ PORT: String(port), LOG_LEVEL: 'info' }, { logStream: log });
    await listen(app.app, app.config);
  });

  afterAll(async () => {
    await app.close();
  });

  it('listens on loopback only', async () => {
    expect((app.app.server.address() as AddressInfo).address).toBe('127.0.0.1');
    expect(await accepts('127.0.0.1', port)).toBe(true);
    const external = externalAddress();
    if (external) expect(await accepts(external, port)).toBe(false);
  });

  it('says once, at start-up, how to set PUBLIC_URL', () => {
    const notices = log.lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.msg.includes('PUBLIC_URL'));
    expect(notices).toEqual([
      {
        ...notices[0],
        level: 40,
        msg: `PUBLIC_URL is not set: Quire answers at http://localhost:${port} (listening on 127.0.0.1) and mails sign-in links only for that address. To serve other computers, set PUBLIC_URL to the address people use, e.g. PUBLIC_URL=https://quire.example.org.`,
      },
    ]);
  });
});

describe('npm start with PUBLIC_URL', () => {
  const log = captureLog();
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(
      { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', PUBLIC_URL: 'https://quire.example.org' },
      { logStream: log },
    );
    await listen(app.app, app.config);
  });

  afterAll(async () => {
    await app.close();
  });

  it('says nothing about PUBLIC_URL', () => {
    expect(log.text()).not.toContain('PUBLIC_URL');
  });
});
