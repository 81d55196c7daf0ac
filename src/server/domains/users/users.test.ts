import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { seedDemo } from '@server/seed/demo';
import { createUser } from './users.service';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('createUser', () => {
  it('makes the first real account staff even on a demo site, and later ones not', async () => {
    const db = testApp.database.db;
    await seedDemo({ db, dataDir: '/tmp/quire-test-data' });
    const owner = await createUser({ db, username: 'owner', name: 'Olive Owner' });
    const reader = await createUser({ db, username: 'reader', name: 'Rita Reader' });
    expect(owner.isStaff).toBe(true);
    expect(reader.isStaff).toBe(false);
  });

  it('refuses a username with spaces or symbols', async () => {
    await expect(
      createUser({ db: testApp.database.db, username: 'no spaces', name: 'x' }),
    ).rejects.toThrow('Usernames use 1 to 30 letters, numbers, dots or underscores.');
  });

  it('refuses a username that differs from an existing one only by case', async () => {
    await expect(
      createUser({ db: testApp.database.db, username: 'OWNER', name: 'x' }),
    ).rejects.toMatchObject({ cause: { code: '23505' } }); // unique_violation
  });
});
