import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let dataDir: string;
let testApp: TestApp;

const getRobots = (headers: Record<string, string> = {}) =>
  testApp.request({ method: 'GET', url: '/robots.txt', headers });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'quire-robots-'));
  testApp = await createTestApp({ PUBLIC_URL: 'https://quire.test', DATA_DIR: dataDir });
});

afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The rules for all crawlers, as a crawler reads them. */
function rulesOf(text: string) {
  const lines = text.split('\n').map((line) => line.trim());
  return {
    agents: lines.filter((l) => l.startsWith('User-agent:')).map((l) => l.slice(11).trim()),
    disallowed: lines.filter((l) => l.startsWith('Disallow:')).map((l) => l.slice(9).trim()),
    sitemaps: lines.filter((l) => l.startsWith('Sitemap:')).map((l) => l.slice(8).trim()),
  };
}

describe('robots.txt', () => {
  it('by default keeps crawlers out of private and app paths and points at the sitemap', async () => {
    const response = await getRobots();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['set-cookie']).toBeUndefined();
    const rules = rulesOf(response.body);
    expect(rules.agents).toEqual(['*']);
    expect(rules.sitemaps).toEqual(['https://quire.test/sitemap.xml']);
    for (const privatePath of ['/_/', '/me/', '/m/', '/new-story', '/p/*/edit$', '/@*/edit$'])
      expect(rules.disallowed).toContain(privatePath);
    // Stories, profiles, tags, AMP pages, feeds and images stay open.
    for (const rule of rules.disallowed)
      for (const open of [
        '/@ada/editing-tips-0123456789ab',
        '/tag/maps',
        '/amp/p/1',
        '/feed',
        '/media/a.png',
      ])
        expect(matches(rule, open), `${rule} hides ${open}`).toBe(false);
    expect((await testApp.request({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(200);
  });

  it('answers 304 to a crawler whose copy is current', async () => {
    const etag = String((await getRobots()).headers.etag);
    expect((await getRobots({ 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('serves the operator’s DATA_DIR/robots.txt instead, as soon as it is written', async () => {
    const own = 'User-agent: *\nDisallow: /\n';
    await writeFile(path.join(dataDir, 'robots.txt'), own);
    try {
      const response = await getRobots();
      expect(response.body).toBe(own);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    } finally {
      await rm(path.join(dataDir, 'robots.txt'));
    }
    expect(rulesOf((await getRobots()).body).sitemaps).toEqual(['https://quire.test/sitemap.xml']);
  });
});

/** Google's matching: a prefix, where * is any run of characters and a final $ anchors the end. */
function matches(rule: string, urlPath: string): boolean {
  const anchored = rule.endsWith('$');
  const body = (anchored ? rule.slice(0, -1) : rule)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`).test(urlPath);
}
