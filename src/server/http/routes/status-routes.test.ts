import { readFileSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { renderServerErrorPage } from './pages';
import { loadRenderer } from '../rendering/renderer';

const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

describe('the public status page', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ PUBLIC_URL: 'https://quire.test' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('says the site is working, which version runs and for how long', async () => {
    const response = await testApp.request({ method: 'GET', url: '/status' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    const html = response.body;
    expect(html).toContain('<title>Site status – Quire</title>');
    expect(html).toMatch(/<h1[^>]*>Site status<\/h1>/);
    expect(html).toContain('Everything is working.');
    expect(html).toMatch(/<dt>Database<\/dt><dd data-state="ok">Reachable<\/dd>/);
    expect(html).toContain(`<dd>${VERSION}</dd>`);
    expect(html).toMatch(/<dt>Running for<\/dt><dd>(less than a minute|\d+ \w+)/);
    // A page without scripts: it shows even when the app's code cannot run.
    expect(html).not.toContain('<script');
    // Its own icon: the browser asks for no /favicon.ico.
    expect(html).toContain('<link rel="icon" href="data:image/svg+xml,');
    expect(html).not.toContain('rel="canonical"');
  });

  it('is where the 500 page’s status link points by default', async () => {
    expect(testApp.config.statusPageUrl).toBe('/status');
    const html = await renderServerErrorPage({ log: console } as unknown as FastifyRequest, {
      renderer: await loadRenderer('source'),
      config: testApp.config,
      version: VERSION,
    });
    expect(html).toContain('Apologies, but something went wrong on our end.');
    const href = /<a href="([^"]+)"[^>]*>site status<\/a>/.exec(html)?.[1];
    expect(href).toBe('/status');
    expect((await testApp.request({ method: 'GET', url: href })).statusCode).toBe(200);
  });
});

describe('the status page without a database', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.database.close();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('answers 503 and says the database cannot be reached', async () => {
    const page = await testApp.request({ method: 'GET', url: '/status' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('Something is wrong: the site cannot reach its database.');
    expect(page.body).toMatch(/<dd data-state="failing">Not reachable<\/dd>/);
    const health = await testApp.request({ method: 'GET', url: '/_/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ ok: false });
  });
});
