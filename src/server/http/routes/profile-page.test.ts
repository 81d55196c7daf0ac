import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '@server/db/schema/users';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { BLOCK } from '@server/test/kits/social-kit';

let testApp: TestApp;
let writer: UserRow;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: 'https://quire.test' });
  const db = testApp.database.db;
  writer = await buildUser(db, { username: 'profiler', name: 'Pat Profiler', bio: 'I write.' });
  await buildPost(db, { creatorId: writer.id, title: 'A profiled story' });
});

afterAll(async () => {
  await testApp.close();
});

const get = (url: string, as?: Actor) =>
  testApp.request({ method: 'GET', url, ...(as ? { cookies: as.cookies } : {}) });

describe('profile pages', () => {
  it('render the header, tabs and stories with the canonical link', async () => {
    const response = await get('/@profiler');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Pat Profiler');
    expect(response.body).toContain('A profiled story');
    expect(response.body).toContain('<title>Pat Profiler – ');
    expect(response.body).toContain('href="https://quire.test/@profiler"');
    for (const path of [
      '/latest',
      '/has-recommended',
      '/highlights',
      '/series',
      '/responses',
      '/about',
      '/followers',
      '/following',
    ]) {
      const page = await get(`/@profiler${path}`);
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toContain('Pat Profiler');
    }
  });

  it('answer 404 for an unknown user and 410 for a suspended one', async () => {
    expect((await get('/@nobody_here_at_all')).statusCode).toBe(404);
    const suspended = await buildUser(testApp.database.db, { isSuspended: true });
    const response = await get(`/@${suspended.username}`);
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain(
      'This account is under investigation or was found in violation of the rules.',
    );
  });

  it('show the blocked state to someone the user blocked', async () => {
    const reader = await buildUser(testApp.database.db);
    const writerActor = await testApp.signIn(writer.id);
    const readerActor = await testApp.signIn(reader.id);
    await testApp.graphql(BLOCK, { variables: { me: writer.id, id: reader.id }, as: writerActor });
    const response = await get('/@profiler', readerActor);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('You can’t see this profile: its owner has blocked you.');
    expect(response.body).not.toContain('A profiled story');
  });
});
