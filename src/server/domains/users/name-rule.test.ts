import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/**
 * The probe's names: 100 characters, a right-to-left override, a zero-width
 * space and a CR/LF. Sign-up (send-auth-email.test.ts, social.test.ts),
 * profile editing and the test-only session route apply one rule to them.
 */
const HUNDRED = 'Ada Lovelace '.repeat(8).slice(0, 100);
const REFUSED: Array<[string, string]> = [
  [HUNDRED, 'Names may be at most 50 characters long.'],
  ['Ada \u202Egnp.exe', 'Please remove the invisible control characters.'],
  ['Ada\u200BLovelace', 'Please remove the invisible control characters.'],
];

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ ENABLE_TEST_ROUTES: 'true' });
});

afterAll(async () => {
  await app.close();
});

describe('one name rule', () => {
  it('profile editing refuses the probe names and turns CR/LF into a space', async () => {
    const user = await buildUser(app.database.db, { name: 'Kept Name' });
    const actor = await app.signIn(user.id);
    const update = async (name: string) =>
      (
        await app.graphql<{
          updateProfile: { __typename: string; name?: string; message?: string };
        }>(
          `mutation U($name: String!) { updateProfile(name: $name, bio: "") {
            __typename ... on User { name } ... on ProfileFieldError { message } } }`,
          { variables: { name }, as: actor },
        )
      ).body.data?.updateProfile;
    for (const [name, message] of REFUSED) {
      expect(await update(name)).toEqual({ __typename: 'ProfileFieldError', message });
    }
    expect(await update('Ada\r\nLovelace')).toEqual({ __typename: 'User', name: 'Ada Lovelace' });
  });

  it('the test-only session route refuses the probe names', async () => {
    for (const [name, message] of REFUSED) {
      const response = await app.request({
        method: 'POST',
        url: '/_/test/session',
        headers: { 'content-type': 'application/json' },
        payload: { username: `named_${name.length}`, name },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'BadRequest', message });
    }
    const accepted = await app.request({
      method: 'POST',
      url: '/_/test/session',
      headers: { 'content-type': 'application/json' },
      payload: { username: 'named_crlf', name: 'Ada\r\nLovelace' },
    });
    expect(accepted.statusCode).toBe(200);
    const { sessionToken } = accepted.json<{ sessionToken: string }>();
    const viewer = await app.graphql<{ viewer: { name: string } }>('{ viewer { name } }', {
      as: { cookies: { sid: sessionToken }, xsrfToken: '', userId: '' },
    });
    expect(viewer.body.data?.viewer.name).toBe('Ada Lovelace');
  });
});
