import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '@server/db/statement-counter';
import { postTags, tags } from '@server/db/schema/posts';
import type { CollectionRow, PostRow } from '@server/db/schema/posts';
import { collectionShortforms } from '@server/db/schema/publications';
import { newId } from '@server/lib/ids';
import type { UserRow } from '@server/db/schema/users';
import { buildCollection, buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

/**
 * Whole pages as the server renders them (the shell's and the screen's
 * operations, the session and the flags): the statements a page takes must
 * not grow with what it shows, or a busy site pays per row on every render.
 */
let testApp: TestApp;
let writer: UserRow;
let story: PostRow;
let storyPath = '';
let reader: Actor;
let publication: CollectionRow;
let owner: Actor;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: 'https://quire.test' });
  const db = testApp.database.db;
  writer = await buildUser(db, { username: 'counted_writer' });
  story = await buildPost(db, { creatorId: writer.id, title: 'A counted story' });
  storyPath = `/@counted_writer/${story.slug}-${story.id}`;
  // One story in a publication from the start: the publications' batch is there in both counts.
  publication = await buildCollection(db, { creatorId: writer.id });
  await buildPost(db, { creatorId: writer.id, collectionId: publication.id });
  await addToPublication(1);
  await buildPost(db, { creatorId: (await buildUser(db)).id });
  reader = await testApp.signIn((await buildUser(db)).id);
  owner = await testApp.signIn(writer.id);
});

afterAll(async () => {
  await testApp.close();
});

/**
 * Statements one page takes: the fewest of three renders, after a first one
 * has filled what the process keeps. The flags are read again once their short
 * cache lapses, which can land in any one render's count; a statement per row
 * lands in every one.
 */
async function statementsOf(url: string, as?: Actor): Promise<number> {
  // Awaited inside the counted work: an injected request starts when it is awaited.
  const request = async () =>
    await testApp.request({ method: 'GET', url, ...(as ? { cookies: as.cookies } : {}) });
  expect((await request()).statusCode).toBe(200);
  const counts: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    const { count, result } = await countStatements(request);
    expect(result.statusCode).toBe(200);
    counts.push(count);
  }
  return Math.min(...counts);
}

/**
 * `count` more of what a publication's pages show, each by another writer: an
 * approved story (home, archive), a submission waiting in its queue and a
 * shortform post.
 */
async function addToPublication(count: number): Promise<void> {
  const db = testApp.database.db;
  for (let index = 0; index < count; index += 1) {
    const other = await buildUser(db);
    await buildPost(db, {
      creatorId: other.id,
      collectionId: publication.id,
      statusForCollection: 'APPROVED',
    });
    await buildPost(db, {
      creatorId: other.id,
      status: 'DRAFT',
      pendingCollectionId: publication.id,
      statusForCollection: 'PENDING',
    });
    await db.insert(collectionShortforms).values({
      id: newId(),
      collectionId: publication.id,
      creatorId: other.id,
      type: 'NOTE',
      text: `Note ${index}`,
    });
  }
}

/** More of everything the home page, the profile and the story show, by other people. */
async function growTheSite(): Promise<void> {
  const db = testApp.database.db;
  await db.insert(tags).values([
    { slug: 'counted-one', displayTitle: 'Counted one' },
    { slug: 'counted-two', displayTitle: 'Counted two' },
  ]);
  const publication = await buildCollection(db, { creatorId: writer.id });
  for (let index = 0; index < 8; index += 1) {
    const other = await buildUser(db);
    const post = await buildPost(db, { creatorId: other.id });
    await db.insert(postTags).values({ postId: post.id, tagSlug: 'counted-one', position: 0 });
    await buildPost(db, {
      creatorId: writer.id,
      collectionId: index % 2 === 0 ? publication.id : null,
    });
    await buildPost(db, { creatorId: other.id, inResponseToPostId: story.id, title: '' });
  }
  await db.insert(postTags).values([
    { postId: story.id, tagSlug: 'counted-one', position: 0 },
    { postId: story.id, tagSlug: 'counted-two', position: 1 },
  ]);
  await addToPublication(6);
}

describe('statements per page', () => {
  it('stay the same as the site grows, signed out and signed in', async () => {
    const pages = {
      home: '/',
      profile: '/@counted_writer',
      story: storyPath,
      'publication home': `/${publication.slug}`,
      'publication archive': `/${publication.slug}/archive`,
    };
    const measure = async () => {
      const counts: Record<string, number> = {};
      for (const [name, url] of Object.entries(pages)) {
        counts[`${name} signed out`] = await statementsOf(url);
        counts[`${name} signed in`] = await statementsOf(url, reader);
      }
      // The queue is its creator's and editors' alone.
      counts['submissions as its creator'] = await statementsOf(
        `/${publication.slug}/stories/submissions`,
        owner,
      );
      return counts;
    };
    const small = await measure();
    await growTheSite();
    const grown = await measure();
    expect(grown).toEqual(small);
    // One statement per loader batch; signed in adds the session and the reader's own state.
    // The profile and the story count the publisher's design (its custom style sheet) too.
    // The story also shows its writer's followers (and whether the reader is one) and More
    // from them (one statement, their publications with them).
    const bounds = {
      'home signed out': 4,
      'home signed in': 6,
      'profile signed out': 6,
      'profile signed in': 12,
      'story signed out': 8,
      'story signed in': 15,
      // The publication's header (design, followers, navigation), pins, shortform and stories.
      'publication home signed out': 11,
      'publication home signed in': 15,
      'publication archive signed out': 10,
      'publication archive signed in': 14,
      'submissions as its creator': 5,
    };
    for (const [page, bound] of Object.entries(bounds))
      expect(grown[page], page).toBeLessThanOrEqual(bound);
  });
});
