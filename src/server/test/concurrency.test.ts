import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { runConcurrently } from './concurrency';
import { openTestDatabase } from './test-database';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const sleep = () => database.db.execute(sql`select pg_sleep(0.05)`);

describe('runConcurrently', () => {
  it('passes work whose statements overlap', async () => {
    await expect(
      runConcurrently(database, () => Promise.all([sleep(), sleep()])),
    ).resolves.toHaveLength(2);
  });

  it('fails work that ran one statement at a time, on PostgreSQL', async () => {
    const oneByOne = runConcurrently(database, async () => {
      await sleep();
      await sleep();
    });
    if (database.kind === 'postgres')
      await expect(oneByOne).rejects.toThrow(
        'connections in use at the same time: expected 1 to be greater than or equal to 2',
      );
    // PGlite has one connection: nothing there can overlap, so nothing is checked.
    else await expect(oneByOne).resolves.toBeUndefined();
  });
});
