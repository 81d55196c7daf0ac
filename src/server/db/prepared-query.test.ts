import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './schema/users';
import type { DatabaseHandle } from './client';
import { isAnyOf, preparedQuery, preparedVariants } from './prepared-query';
import { countStatements } from './statement-counter';
import { buildUser } from '../test/factories';
import { openTestDatabase } from '../test/test-database';

/**
 * Queries the loaders build once and run many times: they must answer as a
 * freshly built query would, for any number of keys, with the values of each
 * run, and be built once per database handle and variant.
 */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('prepared queries', () => {
  it('answer for any number of keys, odd characters included, with one statement text', async () => {
    const odd = await buildUser(database.db, { name: `O'Brien, "the" {first}` });
    const other = await buildUser(database.db);
    const namesOf = preparedQuery((db) =>
      db.select({ id: users.id, name: users.name }).from(users).where(isAnyOf(users.id)),
    );
    const { result, statements } = await countStatements(async () => [
      await namesOf(database.db).execute({ ids: [odd.id] }),
      await namesOf(database.db).execute({ ids: [other.id, odd.id, 'no-such-user'] }),
      await namesOf(database.db).execute({ ids: [] }),
    ]);
    expect(result[0]).toEqual([{ id: odd.id, name: `O'Brien, "the" {first}` }]);
    expect(result[1]?.map((row) => row.id).sort()).toEqual([odd.id, other.id].sort());
    expect(result[2]).toEqual([]);
    expect(new Set(statements).size).toBe(1);
  });

  it('are built once per database handle and variant, and run with each call’s values', async () => {
    const alice = await buildUser(database.db, { name: 'Alice Prepared' });
    const bob = await buildUser(database.db, { name: 'Bob Prepared' });
    let builds = 0;
    const named = preparedVariants((db, variant: { byName: boolean }) => {
      builds += 1;
      return db
        .select({ id: users.id })
        .from(users)
        .where(variant.byName ? isAnyOf(users.name, 'names') : isAnyOf(users.id));
    });
    const byId = async (id: string) =>
      (await named(database.db, { byName: false }).execute({ ids: [id] })).map((row) => row.id);
    expect(await byId(alice.id)).toEqual([alice.id]);
    expect(await byId(bob.id)).toEqual([bob.id]);
    expect(builds).toBe(1);
    const byName = await named(database.db, { byName: true }).execute({
      names: ['Bob Prepared'],
    });
    expect(byName).toEqual([{ id: bob.id }]);
    expect(builds).toBe(2);
    await database.db.transaction(async (tx) => {
      expect(await named(tx, { byName: false }).execute({ ids: [alice.id] })).toEqual([
        { id: alice.id },
      ]);
    });
    expect(builds).toBe(3);
  });
});
