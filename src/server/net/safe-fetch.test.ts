import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendHtml, startTestServer } from '../test/kits/net-kit';
import type { TestServer } from '../test/kits/net-kit';
import { SafeFetchError, safeFetch } from './safe-fetch';
import type { SafeFetchOptions } from './safe-fetch';

let target: TestServer;
let relay: TestServer;

beforeAll(async () => {
  // The private target nobody may reach, and a relay that answers with redirects.
  target = await startTestServer((_request, response) => sendHtml(response, '<p>secret</p>'));
  relay = await startTestServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://relay');
    const to = url.searchParams.get('to');
    if (to) {
      response.writeHead(302, { location: to });
      response.end();
      return;
    }
    routeRelay(url.pathname, response);
  });
});
afterAll(async () => {
  await target.close();
  await relay.close();
});

function routeRelay(pathname: string, response: ServerResponse) {
  if (pathname === '/page') return sendHtml(response, '<title>Hello</title>');
  if (pathname === '/loop') {
    response.writeHead(301, { location: '/loop' });
    return response.end();
  }
  if (pathname === '/big') return sendHtml(response, 'x'.repeat(2 * 1024 * 1024));
  if (pathname === '/bomb') {
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    return response.end(gzipSync(Buffer.alloc(8 * 1024 * 1024)));
  }
  if (pathname === '/gzip') {
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    return response.end(gzipSync('<title>zipped</title>'));
  }
  if (pathname === '/png') {
    response.writeHead(200, { 'content-type': 'image/png' });
    return response.end(Buffer.alloc(100));
  }
  if (pathname === '/error') {
    response.writeHead(500, { 'content-type': 'text/html' });
    return response.end('oops');
  }
  if (pathname === '/slow') return; // never answers
  response.writeHead(404);
  response.end();
}

async function refusal(url: string, options: SafeFetchOptions = {}): Promise<string> {
  try {
    await safeFetch(url, options);
  } catch (error) {
    if (error instanceof SafeFetchError) return error.code;
    throw error;
  }
  return 'FETCHED';
}

/** Only the relay's first hop is allowed; wherever it redirects is judged normally. */
const relayOnly = () => ({ allowedHostsForTests: [relay.hostPort] });

describe('safeFetch refuses what it must', () => {
  it.each(['ftp://example.org/', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url'])(
    'refuses %s',
    async (url) => {
      expect(await refusal(url)).toBe('BAD_URL');
    },
  );

  it('refuses URLs carrying credentials', async () => {
    expect(await refusal('http://user:pass@example.org/')).toBe('BAD_URL');
  });

  it('refuses loopback, private, link-local and mapped targets without connecting', async () => {
    const port = target.port;
    const urls = [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f.1:${port}/`,
      `http://0.0.0.0:${port}/`,
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://172.16.5.4/',
      'http://100.64.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/',
      'http://[fd00::1]/',
      'http://[64:ff9b::7f00:1]/',
    ];
    for (const url of urls) expect(await refusal(url), url).toBe('BLOCKED_ADDRESS');
    expect(target.hits).toEqual([]);
  });

  it('refuses a redirect from an allowed server to loopback, private or mapped targets', async () => {
    const destinations = [
      `${target.origin}/`,
      `http://localhost:${target.port}/`,
      `http://[::ffff:7f00:1]:${target.port}/`,
      `http://[::1]:${target.port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
    ];
    for (const destination of destinations) {
      const url = `${relay.origin}/?to=${encodeURIComponent(destination)}`;
      expect(await refusal(url, relayOnly()), destination).toBe('BLOCKED_ADDRESS');
    }
    expect(target.hits).toEqual([]);
    expect(relay.hits.length).toBe(destinations.length);
  });

  it('connects to the address it checked even when DNS changes its answer', async () => {
    let calls = 0;
    const rebinding: SafeFetchOptions = {
      timeoutMs: 300,
      // First answer public (and unreachable here), every later one the private target.
      resolveForTests: async () => {
        calls += 1;
        return [{ address: calls === 1 ? '198.51.99.1' : '127.0.0.1', family: 4 }];
      },
    };
    const code = await refusal(`http://rebind.example:${target.port}/`, rebinding);
    expect(['TIMEOUT', 'NETWORK']).toContain(code);
    expect(calls).toBe(1);
    expect(target.hits).toEqual([]);
  });
});

describe('safeFetch address pinning', () => {
  it('connects to the checked address, not to what the system resolver would say', async () => {
    const hostPort = `pinned.invalid:${target.port}`;
    const result = await safeFetch(`http://${hostPort}/pinned`, {
      allowedHostsForTests: [hostPort],
      resolveForTests: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect(result.body.toString()).toBe('<p>secret</p>');
    expect(target.hits).toEqual(['/pinned']);
    target.hits.length = 0;
  });
});

describe('safeFetch with the test allowance', () => {
  const allowed: SafeFetchOptions = { allowPrivateAddressesForTests: true };

  it('fetches an HTML page', async () => {
    const result = await safeFetch(`${relay.origin}/page`, allowed);
    expect(result).toMatchObject({ status: 200, url: `${relay.origin}/page` });
    expect(result.contentType).toContain('text/html');
    expect(result.body.toString()).toBe('<title>Hello</title>');
  });

  it('follows redirects and reports where it ended', async () => {
    const result = await safeFetch(`${relay.origin}/?to=%2Fpage`, allowed);
    expect(result.url).toBe(`${relay.origin}/page`);
  });

  it('stops after five redirects', async () => {
    expect(await refusal(`${relay.origin}/loop`, allowed)).toBe('TOO_MANY_REDIRECTS');
  });

  it('stops reading past the size limit, also for compressed bodies', async () => {
    expect(await refusal(`${relay.origin}/big`, allowed)).toBe('TOO_LARGE');
    expect(await refusal(`${relay.origin}/bomb`, allowed)).toBe('TOO_LARGE');
    const zipped = await safeFetch(`${relay.origin}/gzip`, allowed);
    expect(zipped.body.toString()).toBe('<title>zipped</title>');
  });

  it('gives up after the time limit', async () => {
    const started = Date.now();
    expect(await refusal(`${relay.origin}/slow`, { ...allowed, timeoutMs: 200 })).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses non-text responses to an HTML fetch, and error statuses', async () => {
    expect(await refusal(`${relay.origin}/png`, allowed)).toBe('BAD_CONTENT_TYPE');
    expect(await refusal(`${relay.origin}/error`, allowed)).toBe('HTTP_STATUS');
  });
});
