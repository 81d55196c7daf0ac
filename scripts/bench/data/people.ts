import { slugify } from '@server/domains/posts';
import type { Database } from '@server/db/client';
import { TableWriter } from './bulk-insert';
import type { Random } from './random';
import { personName, publicationName, sentence } from './text';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Who is on the site. Users 0…writerCount-1 write, in order of how much (user
 * 0 writes most); the rest read. The last user is the site's owner (staff),
 * who writes nothing, so that no benchmark page is a staff member's.
 */
export interface People {
  ids: string[];
  usernames: string[];
  isMember: boolean[];
  writerCount: number;
  /** The reader the signed-in benchmarks sign in as: follows many writers. */
  benchReader: number;
  collectionIds: string[];
  collectionSlugs: string[];
  /** The publication a writer files some stories in, or -1. */
  homeCollection: Int32Array;
}

export async function writePeople(options: {
  db: Database;
  random: Random;
  newId: () => string;
  users: number;
  anchor: Date;
}): Promise<People> {
  const { random, anchor } = options;
  const writerCount = Math.max(3, Math.round(options.users * 0.2));
  const writer = new TableWriter(options.db, 'users', {
    id: 'text',
    username: 'text',
    name: 'text',
    email: 'text',
    bio: 'text',
    is_staff: 'boolean',
    member_at: 'timestamptz',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  });
  const people: People = {
    ids: [],
    usernames: [],
    isMember: [],
    writerCount,
    benchReader: writerCount,
    collectionIds: [],
    collectionSlugs: [],
    homeCollection: new Int32Array(writerCount).fill(-1),
  };
  for (let index = 0; index < options.users; index += 1) {
    const isWriter = index < writerCount;
    const isOwner = index === options.users - 1;
    const { first, last } = personName(random);
    const id = options.newId();
    const username = isOwner ? 'owner' : `${first}.${last}${index}`.toLowerCase();
    const isMember = random.chance(isWriter ? 0.3 : 0.08);
    // Writers joined before the stories start (three years back); readers any time.
    const joined = new Date(
      anchor.getTime() - (isWriter ? 1095 + random.int(1, 700) : random.int(1, 1800)) * DAY_MS,
    );
    people.ids.push(id);
    people.usernames.push(username);
    people.isMember.push(isMember);
    await writer.add({
      id,
      username,
      name: isOwner ? 'Site Owner' : `${first} ${last}`,
      email: `${username}@example.org`,
      bio: isWriter ? sentence(random, random.int(5, 14)) : '',
      is_staff: isOwner,
      member_at: isMember ? joined.toISOString() : null,
      created_at: joined.toISOString(),
      updated_at: joined.toISOString(),
    });
  }
  await writer.flush();
  await writeCollections(options, people);
  return people;
}

/** About one publication per 40 writers; a third of writers file stories in one. */
async function writeCollections(
  options: { db: Database; random: Random; newId: () => string; anchor: Date },
  people: People,
): Promise<void> {
  const { random } = options;
  const count = Math.max(1, Math.round(people.writerCount / 40));
  const writer = new TableWriter(options.db, 'collections', {
    id: 'text',
    slug: 'text',
    name: 'text',
    description: 'text',
    creator_id: 'text',
    created_at: 'timestamptz',
  });
  const created = new Date(options.anchor.getTime() - 1200 * DAY_MS).toISOString();
  for (let index = 0; index < count; index += 1) {
    const name = publicationName(random);
    const id = options.newId();
    const slug = `${slugify(name)}-${index + 1}`;
    people.collectionIds.push(id);
    people.collectionSlugs.push(slug);
    const creator = random.int(0, Math.max(0, Math.floor(people.writerCount / 5) - 1));
    people.homeCollection[creator] = index;
    await writer.add({
      id,
      slug,
      name,
      description: sentence(random, random.int(8, 20)),
      creator_id: people.ids[creator],
      created_at: created,
    });
  }
  await writer.flush();
  for (let index = 0; index < people.writerCount; index += 1)
    if (people.homeCollection[index] === -1 && random.chance(0.33))
      people.homeCollection[index] = random.int(0, count - 1);
}
