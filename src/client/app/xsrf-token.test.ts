import { afterEach, describe, expect, it } from 'vitest';
import { xsrfToken } from './xsrf-token';

/** The browser's cookie string, as document.cookie shows it. */
const browser = { cookie: '' };
Object.assign(globalThis, { document: browser });

afterEach(() => {
  browser.cookie = '';
});

describe('xsrfToken', () => {
  it('reads the token the page already has, asking the server nothing', async () => {
    browser.cookie = 'uid=lo_0123456789ab; xsrf=abc%3D';
    const asked: string[] = [];
    const token = await xsrfToken(async (url) => {
      asked.push(url instanceof Request ? url.url : url.toString());
      return new Response(null, { status: 204 });
    });
    expect(token).toBe('abc=');
    expect(asked).toEqual([]);
  });

  it('asks /_/xsrf once for concurrent first state changes, then reads the cookie it set', async () => {
    const asked: string[] = [];
    const fetcher = async (url: RequestInfo | URL) => {
      asked.push(url instanceof Request ? url.url : url.toString());
      await new Promise((resolve) => setTimeout(resolve, 5));
      browser.cookie = 'uid=lo_0123456789ab; xsrf=fresh';
      return new Response(null, { status: 204 });
    };
    const tokens = await Promise.all([xsrfToken(fetcher), xsrfToken(fetcher)]);
    expect(tokens).toEqual(['fresh', 'fresh']);
    expect(asked).toEqual(['/_/xsrf']);
  });
});
