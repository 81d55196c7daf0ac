import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCollection, buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe("a publication's story on the publication's own domain", () => {
  it('is served there with its title, not an empty redirect', async () => {
    const db = testApp.database.db;
    const writer = await buildUser(db);
    const publication = await buildCollection(db, {
      creatorId: writer.id,
      slug: 'night-notes',
      domain: 'notes.example',
    });
    const post = await buildPost(db, {
      creatorId: writer.id,
      collectionId: publication.id,
      title: 'After midnight',
      slug: 'after-midnight',
    });
    const response = await testApp.request({
      method: 'GET',
      url: `/after-midnight-${post.id}`,
      headers: { host: 'notes.example', accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>After midnight | Quire</title>');
    expect(response.body).toMatch(/<h1[^>]*>After midnight<\/h1>/);
  });
});
