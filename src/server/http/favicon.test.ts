import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('/favicon.ico', () => {
  // Browsers ask for it on every page without an icon link: the unsubscribe page, AMP, errors.
  it('answers the site icon, cacheable and without cookies', async () => {
    const response = await testApp.request({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(response.body).toContain('>Q</text>');
  });
});
