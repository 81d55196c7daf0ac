import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { postTags, posts, tags } from '@server/db/schema/posts';
import { userBlocks, userMutes } from '@server/db/schema/social';
import { users } from '@server/db/schema/users';
import { buildPost, buildUser, paragraph } from '@server/test/factories';
import { openTestDatabase } from '@server/test/test-database';
import { createPostgresSearchIndex } from './index';
import type { SearchIndex } from './index';

let handle: DatabaseHandle;
let index: SearchIndex;

beforeAll(async () => {
  handle = await openTestDatabase();
  index = createPostgresSearchIndex(handle.db);
});

afterAll(async () => {
  await handle.close();
});

const story = (title: string, subtitle: string, body: string) => ({
  title,
  subtitle,
  content: { paragraphs: [paragraph('H3', title), paragraph('P', body)] },
});

async function titlesFor(query: string, viewerId: string | null = null, prefix = false) {
  const page = await index.stories({ query, viewerId, limit: 20, prefix });
  return page.hits.map((hit) => hit.title);
}

async function tagPost(postId: string, slug: string, displayTitle: string) {
  await handle.db.insert(tags).values({ slug, displayTitle }).onConflictDoNothing();
  await handle.db.insert(postTags).values({ postId, tagSlug: slug });
}

describe('ranking', () => {
  it('puts a title match above a subtitle match, above a tag match, above a body match', async () => {
    const author = await buildUser(handle.db);
    const byBody = await buildPost(handle.db, {
      creatorId: author.id,
      ...story('Morning notes', 'About coffee', 'A walk among the lighthouses of the coast.'),
    });
    const byTag = await buildPost(handle.db, {
      creatorId: author.id,
      ...story('Harbour diary', 'Boats and nets', 'Nothing about towers here.'),
    });
    await tagPost(byTag.id, 'lighthouses', 'Lighthouses');
    await buildPost(handle.db, {
      creatorId: author.id,
      ...story('Coastal walks', 'Three lighthouses in a day', 'Cliffs.'),
    });
    await buildPost(handle.db, {
      creatorId: author.id,
      ...story('The lighthouse keeper', 'A life', 'Storms.'),
    });
    expect(byBody.id).toBeTruthy();
    expect(await titlesFor('lighthouse')).toEqual([
      'The lighthouse keeper',
      'Coastal walks',
      'Harbour diary',
      'Morning notes',
    ]);
  });

  it('stems words: "stories" finds a story titled "Story"', async () => {
    const author = await buildUser(handle.db);
    await buildPost(handle.db, { creatorId: author.id, ...story('A bedtime story', '', 'Owls.') });
    expect(await titlesFor('bedtime stories')).toEqual(['A bedtime story']);
  });

  it('matches the word being typed as a prefix, and only when asked', async () => {
    const author = await buildUser(handle.db);
    await buildPost(handle.db, {
      creatorId: author.id,
      ...story('Gardening for beginners', '', 'Soil.'),
    });
    expect(await titlesFor('gardening beg', null, true)).toEqual(['Gardening for beginners']);
    expect(await titlesFor('gardening beg', null, false)).toEqual([]);
  });

  it('treats query syntax as text and cuts an overlong query instead of failing', async () => {
    const author = await buildUser(handle.db);
    await buildPost(handle.db, { creatorId: author.id, ...story('Quiet volcanoes', '', 'Ash.') });
    expect(await titlesFor("volcanoes & | ! :* ( ' \\")).toEqual(['Quiet volcanoes']);
    expect(await titlesFor(`volcanoes ${'x'.repeat(400)}`)).toEqual([]);
    expect(await titlesFor(`volcanoes${' '.repeat(300)}tail`)).toEqual(['Quiet volcanoes']);
    expect(await titlesFor('!!! ::: &&&')).toEqual([]);
  });
});

describe('typo tolerance', () => {
  it('forgives one edit in a word of 5+ letters and two in a word of 9+', async () => {
    const author = await buildUser(handle.db);
    await buildPost(handle.db, {
      creatorId: author.id,
      ...story('On patience', 'Waiting well', 'The quiet discipline of waiting.'),
    });
    expect(await titlesFor('patiense')).toEqual(['On patience']);
    expect(await titlesFor('patiense', null, true)).toEqual(['On patience']);
    expect(await titlesFor('dissiplin')).toEqual(['On patience']);
    // Eight letters, two edits: too far.
    expect(await titlesFor('patyense')).toEqual([]);
  });

  it('takes short words as typed', async () => {
    const author = await buildUser(handle.db);
    await buildPost(handle.db, { creatorId: author.id, ...story('Bread', '', 'Loaf.') });
    expect(await titlesFor('breas')).toEqual(['Bread']);
    expect(await titlesFor('brea')).toEqual([]);
  });

  it('suggests the corrected query', async () => {
    expect(await index.suggestion('patiense and disipline')).toBe('patience and discipline');
    expect(await index.suggestion('patience')).toBeNull();
  });
});

describe('visibility', () => {
  it('never finds drafts, unlisted, deleted or suspended stories, or stories of suspended authors', async () => {
    const author = await buildUser(handle.db);
    const base = (title: string) => story(title, '', 'Zebras everywhere.');
    await buildPost(handle.db, { creatorId: author.id, ...base('Zebra public') });
    await buildPost(handle.db, { creatorId: author.id, status: 'DRAFT', ...base('Zebra draft') });
    await buildPost(handle.db, {
      creatorId: author.id,
      visibility: 'UNLISTED',
      ...base('Zebra unlisted'),
    });
    await buildPost(handle.db, {
      creatorId: author.id,
      deletedAt: new Date(),
      ...base('Zebra gone'),
    });
    await buildPost(handle.db, {
      creatorId: author.id,
      suspendedAt: new Date(),
      ...base('Zebra suspended'),
    });
    const suspended = await buildUser(handle.db, { isSuspended: true });
    await buildPost(handle.db, { creatorId: suspended.id, ...base('Zebra by suspended') });
    expect(await titlesFor('zebras')).toEqual(['Zebra public']);
  });

  it('follows publish, edit, unpublish and delete in the same transaction', async () => {
    const author = await buildUser(handle.db);
    const post = await buildPost(handle.db, {
      creatorId: author.id,
      status: 'DRAFT',
      ...story('Kayak notes', '', 'Paddles.'),
    });
    expect(await titlesFor('kayak')).toEqual([]);
    await handle.db
      .update(posts)
      .set({ status: 'PUBLISHED', latestPublishedAt: new Date() })
      .where(eq(posts.id, post.id));
    expect(await titlesFor('kayak')).toEqual(['Kayak notes']);
    await handle.db
      .update(posts)
      .set(story('Canoe notes', '', 'Paddles.'))
      .where(eq(posts.id, post.id));
    expect(await titlesFor('kayak')).toEqual([]);
    expect(await titlesFor('canoe')).toEqual(['Canoe notes']);
    await tagPost(post.id, 'river-trips', 'River trips');
    expect(await titlesFor('river')).toEqual(['Canoe notes']);
    await handle.db.delete(postTags).where(eq(postTags.postId, post.id));
    expect(await titlesFor('river')).toEqual([]);
    await handle.db.update(posts).set({ status: 'DRAFT' }).where(eq(posts.id, post.id));
    expect(await titlesFor('canoe')).toEqual([]);
    await handle.db.update(posts).set({ status: 'PUBLISHED' }).where(eq(posts.id, post.id));
    await handle.db
      .transaction(async (tx) => {
        await tx.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, post.id));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await titlesFor('canoe')).toEqual(['Canoe notes']);
    await handle.db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, post.id));
    expect(await titlesFor('canoe')).toEqual([]);
  });

  it('hides the stories of an author who blocked the viewer, and of muted authors', async () => {
    const author = await buildUser(handle.db);
    const blocked = await buildUser(handle.db);
    const muter = await buildUser(handle.db);
    await buildPost(handle.db, { creatorId: author.id, ...story('Walrus facts', '', 'Tusks.') });
    await handle.db.insert(userBlocks).values({ blockerId: author.id, blockedId: blocked.id });
    await handle.db.insert(userMutes).values({ userId: muter.id, mutedUserId: author.id });
    expect(await titlesFor('walrus')).toEqual(['Walrus facts']);
    expect(await titlesFor('walrus', blocked.id)).toEqual([]);
    expect(await titlesFor('walrus', muter.id)).toEqual([]);
  });

  it('finds a member-only story by its title but never by words only members may read', async () => {
    const author = await buildUser(handle.db);
    await buildPost(handle.db, {
      creatorId: author.id,
      visibility: 'LOCKED',
      ...story('Members on marmots', '', 'The secret burrow recipe.'),
    });
    expect(await titlesFor('marmots')).toEqual(['Members on marmots']);
    expect(await titlesFor('burrow')).toEqual([]);
  });

  it('never names people who are suspended or who blocked the viewer', async () => {
    const viewer = await buildUser(handle.db);
    await buildUser(handle.db, { name: 'Ottilie Open', username: 'ottilie_open' });
    await buildUser(handle.db, {
      name: 'Ottilie Away',
      username: 'ottilie_away',
      isSuspended: true,
    });
    const blocker = await buildUser(handle.db, { name: 'Ottilie Blocks', username: 'ottilie_b' });
    await handle.db.insert(userBlocks).values({ blockerId: blocker.id, blockedId: viewer.id });
    const names = async (viewerId: string | null) =>
      (await index.people({ query: 'ottilie', viewerId, limit: 10 })).hits.map((h) => h.name);
    expect((await names(null)).sort()).toEqual(['Ottilie Blocks', 'Ottilie Open']);
    expect(await names(viewer.id)).toEqual(['Ottilie Open']);
    expect(await names(null)).toContain('Ottilie Open');
    expect(
      (await index.people({ query: 'otilie opem', viewerId: null, limit: 10 })).hits[0]?.name,
    ).toBe('Ottilie Open');
    await handle.db
      .update(users)
      .set({ name: 'Ottilie Renamed' })
      .where(eq(users.username, 'ottilie_open'));
    expect(await names(viewer.id)).toEqual(['Ottilie Renamed']);
  });
});
