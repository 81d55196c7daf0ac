import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { createUser } from './users.service';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await createUser({ db: testApp.database.db, username: 'HannahHighlights', name: 'Hannah H' });
});

afterAll(async () => {
  await testApp.close();
});

const USER = `query U($username: String!) {
  user(username: $username) {
    __typename
    ... on User { username name email }
    ... on NotFound { message }
  }
}`;

describe('user(username)', () => {
  it('finds a user by username whatever the case, with or without @, without private fields', async () => {
    for (const username of ['hannahhighlights', '@HannahHighlights']) {
      const { body } = await testApp.graphql(USER, { variables: { username } });
      expect(body.errors).toBeUndefined();
      expect(body.data?.user).toEqual({
        __typename: 'User',
        username: 'HannahHighlights',
        name: 'Hannah H',
        email: null,
      });
    }
  });

  it('answers NotFound for an unknown or impossible username', async () => {
    for (const username of ['nobody_here', 'no spaces allowed', '']) {
      const { body } = await testApp.graphql(USER, { variables: { username } });
      expect(body.data?.user).toEqual({ __typename: 'NotFound', message: 'User not found.' });
    }
  });
});
