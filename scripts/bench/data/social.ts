import type { Database } from '@server/db/client';
import { TableWriter } from './bulk-insert';
import type { People } from './people';
import { distinctDraws, zipfSampler } from './random';
import type { Random } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Who follows whom: everyone follows a handful of writers, popular writers
 * have many followers, the benchmark reader follows sixty; a few
 * publications each.
 */
export async function writeFollows(input: {
  db: Database;
  random: Random;
  people: People;
  anchor: Date;
}): Promise<void> {
  const { random, people } = input;
  const follows = new TableWriter(input.db, 'user_follows', {
    follower_id: 'text',
    followee_id: 'text',
    created_at: 'timestamptz',
  });
  const collectionFollows = new TableWriter(input.db, 'collection_follows', {
    user_id: 'text',
    collection_id: 'text',
    created_at: 'timestamptz',
  });
  const followeeOf = zipfSampler(people.writerCount, 0.9);
  const collectionOf = zipfSampler(people.collectionIds.length, 0.8);
  const when = () => new Date(input.anchor.getTime() - random.int(1, 1000) * DAY_MS).toISOString();
  for (let user = 0; user < people.ids.length - 1; user += 1) {
    const wanted = user === people.benchReader ? 60 : Math.floor(random.logNormal(8, 1));
    const limit = Math.min(wanted, 1000, people.writerCount - 1);
    for (const followee of distinctDraws(limit, () => followeeOf(random), user))
      await follows.add({
        follower_id: people.ids[user],
        followee_id: people.ids[followee],
        created_at: when(),
      });
    const publications = Math.min(random.pick([0, 0, 1, 1, 1, 2, 3]), people.collectionIds.length);
    for (const collection of distinctDraws(publications, () => collectionOf(random)))
      await collectionFollows.add({
        user_id: people.ids[user],
        collection_id: people.collectionIds[collection],
        created_at: when(),
      });
  }
  await follows.flush();
  await collectionFollows.flush();
}
