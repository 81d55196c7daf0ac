import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let testApp: TestApp;
let storyPath = '';

function preloadedState(html: string): Record<string, unknown> {
  const match = /window\.__PRELOADED_STATE__=(.*?);window\.__GRAPHQL_URI__/.exec(html);
  if (!match?.[1]) throw new Error('no preloaded state in page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

beforeAll(async () => {
  testApp = await createTestApp();
  const writer = await buildUser(testApp.database.db, { username: 'writer', name: 'Wendy Writer' });
  const post = await buildPost(testApp.database.db, {
    creatorId: writer.id,
    title: 'Hello from the test',
  });
  storyPath = `/@writer/${post.slug}-${post.id}`;
});

afterAll(async () => {
  await testApp.close();
});

describe('server-rendered pages', () => {
  it('renders the home page with its data and the three window globals', async () => {
    const response = await testApp.request({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Hello from the test');
    expect(response.body).toContain('window.__GRAPHQL_URI__="/_/graphql"');
    expect(response.body).toContain('window.__APOLLO_STATE__=');
    expect(preloadedState(response.body)).toMatchObject({
      routeName: 'ShowHome',
      status: 200,
      viewerId: null,
    });
  });

  it('answers an unknown path with the branded 404 page and status 404', async () => {
    const response = await testApp.request({ method: 'GET', url: '/nope/nope/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('PAGE NOT FOUND');
    expect(response.body).toContain('Out of nothing, something.');
    expect(response.body).toContain('404');
    // Sample story cards come from the database.
    expect(response.body).toContain('Hello from the test');
  });

  it('answers a known route that has no screen yet with the 404 page', async () => {
    const response = await testApp.request({ method: 'GET', url: '/me/newsletters' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('PAGE NOT FOUND');
  });

  it('redirects a trailing slash permanently, keeping the query', async () => {
    const response = await testApp.request({ method: 'GET', url: '/new-story/?a=1' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/new-story?a=1');
  });

  it('does not redirect a trailing slash when _branch_view_id is present', async () => {
    const response = await testApp.request({
      method: 'GET',
      url: '/new-story/?_branch_view_id=9',
    });
    expect(response.statusCode).not.toBe(301);
  });

  it('reads navigation parameters into state and drops them from the location', async () => {
    const response = await testApp.request({
      method: 'GET',
      url: '/?source=digest&responsesOpen=true&redirectUrl=%2Fp%2Fabc&keep=1',
    });
    expect(preloadedState(response.body)).toMatchObject({
      location: '/?keep=1',
      navigation: { referrerSource: 'digest', responsesOpen: true, unsafeRedirectUrl: '/p/abc' },
    });
  });

  it('renders a published story under its author', async () => {
    const response = await testApp.request({ method: 'GET', url: storyPath });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1');
    expect(response.body).toContain('Hello from the test');
  });

  it('answers 404 for a story id that does not exist', async () => {
    const response = await testApp.request({ method: 'GET', url: '/p/0123456789ab' });
    expect(response.statusCode).toBe(404);
  });

  it('shows a draft only to its author', async () => {
    const author = await buildUser(testApp.database.db);
    const draft = await buildPost(testApp.database.db, {
      creatorId: author.id,
      status: 'DRAFT',
      title: 'Secret draft',
    });
    const asVisitor = await testApp.request({ method: 'GET', url: `/p/${draft.id}` });
    expect(asVisitor.statusCode).toBe(404);
    expect(asVisitor.body).not.toContain('Secret draft');
    const actor = await testApp.signIn(author.id);
    const asAuthor = await testApp.request({
      method: 'GET',
      url: `/p/${draft.id}`,
      cookies: actor.cookies,
    });
    expect(asAuthor.statusCode).toBe(200);
    expect(asAuthor.body).toContain('Secret draft');
  });

  it('sends public cache headers and an ETag to logged-out readers, and 304 on revalidation', async () => {
    const visitor = testApp.visitor();
    const first = await testApp.request({ method: 'GET', url: '/', cookies: visitor.cookies });
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const second = await testApp.request({
      method: 'GET',
      url: '/',
      cookies: visitor.cookies,
      headers: { 'if-none-match': String(etag) },
    });
    expect(second.statusCode).toBe(304);
  });

  it('marks signed-in pages private and embeds the viewer id', async () => {
    const user = await buildUser(testApp.database.db);
    const actor = await testApp.signIn(user.id);
    const response = await testApp.request({ method: 'GET', url: '/', cookies: actor.cookies });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(preloadedState(response.body).viewerId).toBe(user.id);
  });

  it('sets a content security policy with a per-response script nonce', async () => {
    const response = await testApp.request({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.body).toContain(`<script nonce="${nonce}">`);
  });

  it('lets the page show a picture the person is uploading before it is sent', async () => {
    const response = await testApp.request({ method: 'GET', url: '/me/settings' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("img-src 'self' data: blob: https:");
  });

  it("allows Google's one-tap script only on sites that offer one-tap", async () => {
    const plain = await testApp.request({ method: 'GET', url: '/' });
    expect(String(plain.headers['content-security-policy'])).not.toContain('accounts.google.com');

    const withGoogle = await createTestApp({
      GOOGLE_CLIENT_ID: 'client-1',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    try {
      const response = await withGoogle.request({ method: 'GET', url: '/' });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toMatch(/script-src [^;]*https:\/\/accounts\.google\.com\/gsi\//);
      expect(policy).toMatch(/connect-src [^;]*https:\/\/accounts\.google\.com\/gsi\//);
    } finally {
      await withGoogle.close();
    }
  });

  it('sets no cookie on a logged-out page; /_/xsrf gives a lo_ id and a readable token', async () => {
    const page = await testApp.request({ method: 'GET', url: '/' });
    expect(page.headers['set-cookie']).toBeUndefined();
    const response = await testApp.request({ method: 'GET', url: '/_/xsrf' });
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.uid?.value).toMatch(/^lo_[0-9a-f]{12}$/);
    expect(cookies.xsrf?.value).toBeTruthy();
    expect(cookies.xsrf?.httpOnly).toBeFalsy();
  });
});

describe('privacy banner', () => {
  it('is rendered for logged-out EU visitors who have not accepted', async () => {
    const response = await testApp.request({
      method: 'GET',
      url: '/',
      headers: { 'cf-ipcountry': 'DE' },
    });
    expect(preloadedState(response.body)).toMatchObject({
      showPrivacyBanner: true,
      clientFlags: { isEu: true },
    });
  });

  it('is not rendered once accepted, outside the EU, or for signed-in readers', async () => {
    const accepted = await testApp.request({
      method: 'GET',
      url: '/',
      headers: { 'cf-ipcountry': 'FR' },
      cookies: { privacyPolicyAccepted: '201805' },
    });
    expect(preloadedState(accepted.body).showPrivacyBanner).toBe(false);
    const american = await testApp.request({
      method: 'GET',
      url: '/',
      headers: { 'cf-ipcountry': 'US' },
    });
    expect(preloadedState(american.body).showPrivacyBanner).toBe(false);
    const user = await buildUser(testApp.database.db);
    const actor = await testApp.signIn(user.id);
    const signedIn = await testApp.request({
      method: 'GET',
      url: '/',
      headers: { 'cf-ipcountry': 'DE' },
      cookies: actor.cookies,
    });
    expect(preloadedState(signedIn.body).showPrivacyBanner).toBe(false);
  });
});
