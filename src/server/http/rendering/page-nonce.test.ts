import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser, paragraph } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/** The probe: the text that used to be swapped for the response's real nonce. */
const MARKER = '%%CSP_NONCE%%';

let testApp: TestApp;
let storyPath = '';

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: 'https://quire.test' });
  const db = testApp.database.db;
  await buildUser(db, {
    username: 'nonceprobe',
    name: `Nora ${MARKER} ${MARKER}`,
    bio: `Bio ${MARKER}`,
  });
  const writer = await buildUser(db, { username: 'storywriter', name: `Sam ${MARKER}` });
  const story = await buildPost(db, {
    creatorId: writer.id,
    title: `A ${MARKER} story`,
    content: { paragraphs: [paragraph('P', `Body ${MARKER} text.`)] },
  });
  storyPath = `/@storywriter/${story.slug}-${story.id}`;
});

afterAll(async () => {
  await testApp.close();
});

function nonceOf(policy: unknown): string {
  const match = /'nonce-([^']+)'/.exec(String(policy));
  if (!match?.[1]) throw new Error(`no nonce in ${String(policy)}`);
  return match[1];
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the page nonce', () => {
  it.each([
    ['a profile name and bio', '/@nonceprobe'],
    ['a story title and text', () => storyPath],
  ])('never replaces %s that carry the old marker', async (_what, path) => {
    const url = typeof path === 'function' ? path() : path;
    const response = await testApp.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const nonce = nonceOf(response.headers['content-security-policy']);
    const html = response.body;
    // The user's text arrives literally...
    expect(html).toContain(MARKER);
    // ...and the nonce is only ever the value of a script's nonce attribute.
    const attributes = count(html, `<script nonce="${nonce}"`);
    expect(attributes).toBeGreaterThan(0);
    expect(count(html, nonce)).toBe(attributes);
  });

  it('is new on every response while the ETag stays the same', async () => {
    const first = await testApp.request({ method: 'GET', url: storyPath });
    const second = await testApp.request({ method: 'GET', url: storyPath });
    expect(nonceOf(first.headers['content-security-policy'])).not.toBe(
      nonceOf(second.headers['content-security-policy']),
    );
    expect(first.headers.etag).toBe(second.headers.etag);
    const revalidated = await testApp.request({
      method: 'GET',
      url: storyPath,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });
});
