import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_PAGE_STATUSES,
  buildPublicationWorld,
  statusesByRole,
} from '@server/test/kits/publications-kit';
import type { PublicationWorld } from '@server/test/kits/publications-kit';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/**
 * A publication's pages for its creator and editors, as the server answers
 * them: visitors get the sign-in prompt, anyone else signed in the 404 page
 * (staff pages are not announced), the staff the page.
 */

let testApp: TestApp;
let world: PublicationWorld;

beforeAll(async () => {
  testApp = await createTestApp();
  world = await buildPublicationWorld(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const statuses = (url: string) => statusesByRole(testApp, world, url);

describe("a publication's staff pages", () => {
  it.each(['stories/submissions', 'settings', 'settings/navigation'])(
    '/{slug}/%s answers its staff only',
    async (page) => {
      expect(await statuses(`/${world.collection.slug}/${page}`)).toEqual(STAFF_PAGE_STATUSES);
    },
  );
});
