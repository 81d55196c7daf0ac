import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_IMAGE_DIMENSIONS } from '@shared/media/image-sizes';
import { buildUser } from '../test/factories';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { makeImage, makeTempDataDir, uploadFile } from '../test/kits/media-kit';

let app: TestApp;
let photoId = '';

beforeAll(async () => {
  app = await createTestApp({ DATA_DIR: makeTempDataDir() });
  const writer = await app.signIn((await buildUser(app.database.db)).id);
  const response = await uploadFile(app, writer, {
    filename: 'small.png',
    contentType: 'image/png',
    bytes: await makeImage(40, 40, 'png'),
  });
  photoId = response.json<{ id: string }>().id;
});
afterAll(() => app.close());

describe('the image proxy render budget', () => {
  it('lets one address have at most 100 new variants rendered a minute, cached ones stay free', async () => {
    const sizes = [...ALLOWED_IMAGE_DIMENSIONS];
    const urls = [
      ...sizes.map((size) => `/media/resize:fit:${size}/${photoId}`),
      ...sizes.map((size) => `/media/resize:fill:${size}:${size}/${photoId}`),
      ...sizes.map((size) => `/media/resize:letterbox:${size}:${size}/${photoId}`),
    ];
    expect(urls.length).toBeGreaterThan(100);
    const statuses: number[] = [];
    for (const url of urls) statuses.push((await app.request({ method: 'GET', url })).statusCode);
    expect(statuses.slice(0, 100).every((status) => status === 200)).toBe(true);
    const refused = await app.request({ method: 'GET', url: urls[100] ?? '' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Already rendered: served from the cache whatever the budget.
    const cached = await app.request({ method: 'GET', url: urls[0] ?? '' });
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['x-media-cache']).toBe('hit');
  });
});
