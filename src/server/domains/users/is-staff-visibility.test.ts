import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

let testApp: TestApp;
let staff: Actor;
let reader: Actor;

const IS_STAFF = `query($u: String!) { user(username: $u) { ... on User { isStaff } } }`;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  await buildUser(db, { username: 'staffmember', isStaff: true });
  staff = await testApp.signIn((await buildUser(db, { isStaff: true })).id);
  reader = await testApp.signIn((await buildUser(db, { username: 'plainreader' })).id);
});

afterAll(async () => {
  await testApp.close();
});

async function isStaffOf(username: string, as?: Actor) {
  const { body } = await testApp.graphql<{ user: { isStaff: boolean | null } }>(IS_STAFF, {
    variables: { u: username },
    ...(as ? { as } : {}),
  });
  expect(body.errors).toBeUndefined();
  return body.data?.user.isStaff;
}

describe('User.isStaff', () => {
  it('is hidden from visitors and other readers', async () => {
    expect(await isStaffOf('staffmember')).toBeNull();
    expect(await isStaffOf('staffmember', reader)).toBeNull();
  });

  it('is shown to the user themself and to staff', async () => {
    expect(await isStaffOf('plainreader', reader)).toBe(false);
    expect(await isStaffOf('staffmember', staff)).toBe(true);
    expect(await isStaffOf('plainreader', staff)).toBe(false);
    const { body } = await testApp.graphql('{ viewer { isStaff } }', { as: staff });
    expect(body.data).toEqual({ viewer: { isStaff: true } });
  });
});
