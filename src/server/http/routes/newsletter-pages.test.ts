import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_PAGE_STATUSES,
  buildPublicationWorld,
  statusesByRole,
} from '@server/test/kits/publications-kit';
import type { MatrixRole, PublicationWorld } from '@server/test/kits/publications-kit';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/**
 * The newsletter pages (routes-entities-shell §1, §2) as the server answers
 * them: the landing for anyone, the new-newsletter page and the settings for
 * the publication's creator and editors only, 404 for a newsletter that is not.
 */

let testApp: TestApp;
let world: PublicationWorld;
let base = '';
let other: PublicationWorld;

beforeAll(async () => {
  // Visitors' kept copy of the landing is checked below.
  testApp = await createTestApp({ PAGE_CACHE: 'true', PAGE_CACHE_SECONDS: '3600' });
  world = await buildPublicationWorld(testApp);
  base = `/${world.collection.slug}`;
  other = await buildPublicationWorld(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string, role: MatrixRole) =>
  testApp.request({ method: 'GET', url, cookies: world.actors[role].cookies });

const statuses = (url: string) => statusesByRole(testApp, world, url);

describe('newsletter pages', () => {
  it('answer 404 at a newsletter the publication does not have; its new-newsletter page is its staff’s', async () => {
    expect(await statuses(`${base}/newsletters/weekly`)).toEqual({
      visitor: 404,
      reader: 404,
      writer: 404,
      editor: 404,
      creator: 404,
      otherEditor: 404,
      removedWriter: 404,
    });
    expect(await statuses(`${base}/new-newsletter`)).toEqual(STAFF_PAGE_STATUSES);
  });

  it('show the landing to anyone, cached for visitors, and the settings to its staff only', async () => {
    const created = await testApp.graphql<{ createCollectionNewsletter: { slug: string } }>(
      `mutation($c: ID!) { createCollectionNewsletter(collectionId: $c, input: { name: "Weekly Notes", description: "On Fridays." }) { slug } }`,
      { variables: { c: world.collection.id }, as: world.actors.editor },
    );
    expect(created.body.data?.createCollectionNewsletter.slug).toBe('weekly-notes');
    const landing = `${base}/newsletters/weekly-notes`;

    const visitorPage = await get(landing, 'visitor');
    expect(visitorPage.statusCode).toBe(200);
    expect(visitorPage.headers['cache-control']).toMatch(/^public, /);
    expect(visitorPage.body).toContain('Weekly Notes');
    expect(visitorPage.body).toContain('On Fridays.');
    expect(visitorPage.body).toContain('Sign in to subscribe');
    expect((await get(`${base}/newsletters/WEEKLY-NOTES`, 'reader')).statusCode).toBe(200);
    expect((await get(`${base}/newsletters/weekly-notes-2`, 'reader')).statusCode).toBe(404);

    expect(await statuses(`${landing}/settings`)).toEqual(STAFF_PAGE_STATUSES);
    const settings = await get(`${landing}/settings`, 'editor');
    expect(settings.body).toContain('0 people receive it.');
    expect(settings.headers['cache-control']).toBe('private, no-cache');
  });

  it('show visitors a renamed newsletter at once, though its page is kept for them', async () => {
    const { body } = await testApp.graphql<{ createCollectionNewsletter: { id: string } }>(
      `mutation($c: ID!) { createCollectionNewsletter(collectionId: $c, input: { name: "Before" }) { id } }`,
      { variables: { c: other.collection.id }, as: other.actors.creator },
    );
    const id = body.data?.createCollectionNewsletter.id;
    const landing = `/${other.collection.slug}/newsletters/before`;
    const visit = () => testApp.request({ method: 'GET', url: landing });
    expect((await visit()).body).toContain('Before');
    const kept = await visit();
    expect(kept.headers['x-cache']).toBe('HIT');
    await testApp.graphql(
      `mutation($n: ID!) { updateNewsletter(newsletterId: $n, input: { name: "After" }) { id } }`,
      { variables: { n: id }, as: other.actors.creator },
    );
    const renamed = await visit();
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body).toContain('After');
    expect(renamed.body).not.toContain('Before');
  });
});
