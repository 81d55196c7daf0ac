import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '@server/domains/notification-emails';
import { buildPost, buildUser, paragraph } from '@server/test/factories';
import { TEST_SECRET, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { pagePolicy } from './content-security-policy';

let testApp: TestApp;
let storyId = '';
let readerId = '';

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: 'https://quire.test' });
  const db = testApp.database.db;
  const writer = await buildUser(db, { username: 'policywriter' });
  readerId = (await buildUser(db)).id;
  const story = await buildPost(db, {
    creatorId: writer.id,
    title: 'Policies',
    content: { paragraphs: [paragraph('P', 'Words.')] },
  });
  storyId = story.id;
});

afterAll(async () => {
  await testApp.close();
});

/** The policy's directives by name, e.g. { 'script-src': ["'self'", …] }. */
function directivesOf(policy: unknown): Record<string, string[]> {
  expect(typeof policy).toBe('string');
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

async function policyOf(url: string) {
  const response = await testApp.request({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return directivesOf(response.headers['content-security-policy']);
}

describe('Content-Security-Policy', () => {
  it('lets app pages open no web socket anywhere', async () => {
    const policy = await policyOf('/');
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toContainEqual(expect.stringMatching(/^'nonce-/));
  });

  it('lets a development page reach only its own hot-reload socket', () => {
    const policy = directivesOf(
      pagePolicy({
        nonce: 'n',
        refusesFraming: false,
        thirdParties: [],
        devWebSocket: 'ws://localhost:24678',
      }),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'ws://localhost:24678']);
  });

  it('lets AMP pages run only the AMP runtime', async () => {
    const policy = await policyOf(`/amp/p/${storyId}`);
    expect(policy['script-src']).toEqual([
      'blob:',
      'https://cdn.ampproject.org/v0.js',
      'https://cdn.ampproject.org/v0/',
      'https://cdn.ampproject.org/viewer/',
      'https://cdn.ampproject.org/rtv/',
    ]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('lets feeds run nothing', async () => {
    const policy = await policyOf('/feed/@policywriter');
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toBeUndefined();
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('lets the unsubscribe page post its form and run nothing', async () => {
    const token = signUnsubscribeToken(TEST_SECRET, { userId: readerId, group: 'CLAPS' });
    const policy = await policyOf(
      `/_/notification-emails/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toBeUndefined();
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  it('gives small error pages the scriptless policy too', async () => {
    const response = await testApp.request({ method: 'GET', url: '/amp/p/abcdef999' });
    expect(response.statusCode).toBe(404);
    expect(directivesOf(response.headers['content-security-policy'])['default-src']).toEqual([
      "'none'",
    ]);
  });
});
