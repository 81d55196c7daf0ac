import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/** Logged-out reading sets no cookie; a visitor gets one when they act. */

let testApp: TestApp;
let pages: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ PAGE_CACHE: 'true', PUBLIC_URL: 'https://quire.test' });
  const writer = await buildUser(testApp.database.db, { username: 'cookieless' });
  const story = await buildPost(testApp.database.db, { creatorId: writer.id, title: 'No crumbs' });
  pages = [
    `/@cookieless/${story.slug}-${story.id}`,
    '/',
    '/@cookieless',
    `/amp/p/${story.id}`,
    '/feed',
    '/feed/@cookieless',
    '/sitemap.xml',
  ];
});

afterAll(async () => {
  await testApp.close();
});

const VERIFY = `mutation V($code: String!) { verifyLoginCode(loginCode: $code) { __typename } }`;

function cookieJar(response: { cookies: Array<{ name: string; value: string }> }) {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

describe('cookies for logged-out visitors', () => {
  it('are not set on the story, home, profile, AMP, feed or sitemap', async () => {
    for (const url of pages) {
      for (const round of ['first', 'kept']) {
        const response = await testApp.request({ method: 'GET', url });
        expect(response.statusCode, `${url} ${round}`).toBe(200);
        expect(response.headers['set-cookie'], `${url} ${round}`).toBeUndefined();
      }
    }
  });

  it('are issued when the visitor acts: the token then passes the double-submit check', async () => {
    const bare = await testApp.request({
      method: 'POST',
      url: '/_/graphql',
      payload: { query: VERIFY, variables: { code: '000000' } },
    });
    expect(bare.json<{ errors?: Array<{ message: string }> }>().errors?.[0]?.message).toBe(
      'Missing or invalid anti-forgery token.',
    );
    // GraphQL itself sets nothing: the client asks for its token first.
    expect(bare.headers['set-cookie']).toBeUndefined();

    const issued = await testApp.request({ method: 'GET', url: '/_/xsrf' });
    const cookies = cookieJar(issued);
    expect(cookies.uid).toMatch(/^lo_[0-9a-f]{12}$/);
    const acting = await testApp.request({
      method: 'POST',
      url: '/_/graphql',
      cookies,
      headers: { 'x-xsrf-token': String(cookies.xsrf) },
      payload: { query: VERIFY, variables: { code: '000000' } },
    });
    expect(acting.json<{ errors?: unknown }>().errors).toBeUndefined();

    // Another visitor's token does not pass for this one.
    const other = cookieJar(await testApp.request({ method: 'GET', url: '/_/xsrf' }));
    const forged = await testApp.request({
      method: 'POST',
      url: '/_/graphql',
      cookies: { ...cookies, xsrf: String(other.xsrf) },
      headers: { 'x-xsrf-token': String(other.xsrf) },
      payload: { query: VERIFY, variables: { code: '000000' } },
    });
    expect(forged.json<{ errors?: Array<{ message: string }> }>().errors?.[0]?.message).toBe(
      'Missing or invalid anti-forgery token.',
    );
  });

  it('keep the visitor id: asking again with it issues nothing new', async () => {
    const cookies = cookieJar(await testApp.request({ method: 'GET', url: '/_/xsrf' }));
    const again = await testApp.request({ method: 'GET', url: '/_/xsrf', cookies });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('lose the session token at sign-out, so the next state change fetches a visitor one', async () => {
    const reader = await testApp.signIn((await buildUser(testApp.database.db)).id);
    const signedOut = await testApp.request({
      method: 'GET',
      url: `/m/signout/${encodeURIComponent(reader.xsrfToken)}`,
      cookies: reader.cookies,
    });
    expect(signedOut.statusCode).toBe(302);
    const cleared = signedOut.cookies.filter((cookie) => cookie.value === '');
    expect(cleared.map((cookie) => cookie.name).sort()).toEqual(['sid', 'xsrf']);
  });
});
