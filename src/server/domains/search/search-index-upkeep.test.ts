import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import { buildPost, buildUser, paragraph } from '@server/test/factories';
import { newId, newToken } from '@server/lib/ids';
import { openTestDatabase } from '@server/test/test-database';
import { createPostgresSearchIndex, pruneSearchWords } from './index';

let handle: DatabaseHandle;
beforeAll(async () => void (handle = await openTestDatabase()));
afterAll(() => handle.close());

/** The index as the routes build it, on this file's database. */
const search = () => createPostgresSearchIndex(handle.db);

async function titlesFor(query: string, options: { titlesOnly?: boolean } = {}) {
  const page = await search().stories({ query, viewerId: null, limit: 20, ...options });
  return page.hits.map((hit) => hit.title).sort();
}

/** A story row as an import would write it, several to one statement. */
function storyRow(creatorId: string, title: string, status: 'PUBLISHED' | 'DRAFT') {
  const publishedAt = status === 'PUBLISHED' ? new Date() : null;
  return {
    id: newId(),
    creatorId,
    title,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    content: { paragraphs: [paragraph('H3', title), paragraph('P', 'Seaweed and tides.')] },
    shareKey: newToken(8),
    status,
    firstPublishedAt: publishedAt,
    latestPublishedAt: publishedAt,
  };
}

describe('index upkeep', () => {
  it('indexes every story one statement writes, and follows one statement that unpublishes several', async () => {
    const author = await buildUser(handle.db);
    const rows = [
      storyRow(author.id, 'Estuary mornings', 'PUBLISHED'),
      storyRow(author.id, 'Estuary evenings', 'PUBLISHED'),
      storyRow(author.id, 'Estuary drafts', 'DRAFT'),
    ];
    await handle.db.insert(posts).values(rows);
    expect(await titlesFor('estuary')).toEqual(['Estuary evenings', 'Estuary mornings']);
    expect(await titlesFor('estuary', { titlesOnly: true })).toEqual([
      'Estuary evenings',
      'Estuary mornings',
    ]);
    const ids = rows.map((row) => row.id);
    await handle.db
      .update(posts)
      .set({ status: 'PUBLISHED', latestPublishedAt: new Date() })
      .where(eq(posts.id, rows[2]?.id ?? ''));
    expect(await titlesFor('estuary')).toHaveLength(3);
    await handle.db.update(posts).set({ status: 'DRAFT' }).where(inArray(posts.id, ids));
    expect(await titlesFor('estuary')).toEqual([]);
  });

  it('leaves no index rows behind when a bulk insert is rolled back', async () => {
    const author = await buildUser(handle.db);
    await handle.db
      .transaction(async (tx) => {
        await tx
          .insert(posts)
          .values([
            storyRow(author.id, 'Lagoon one', 'PUBLISHED'),
            storyRow(author.id, 'Lagoon two', 'PUBLISHED'),
          ]);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await titlesFor('lagoon')).toEqual([]);
    expect(await search().suggestion('lagoom')).toBeNull();
  });

  it('finds body-only matches on the results page, below title matches, but not while typing', async () => {
    const author = await buildUser(handle.db);
    await buildPost(handle.db, {
      creatorId: author.id,
      title: 'Notes from a pier',
      content: { paragraphs: [paragraph('P', 'The cormorant dried its wings.')] },
    });
    await buildPost(handle.db, {
      creatorId: author.id,
      title: 'The cormorant',
      latestPublishedAt: new Date(Date.now() - 86_400_000),
    });
    const page = await search().stories({ query: 'cormorant', viewerId: null, limit: 20 });
    expect(page.hits.map((hit) => hit.title)).toEqual(['The cormorant', 'Notes from a pier']);
    const second = await search().stories({
      query: 'cormorant',
      viewerId: null,
      limit: 1,
      offset: 1,
    });
    expect(second.hits.map((hit) => hit.title)).toEqual(['Notes from a pier']);
    const typing = await search().stories({
      query: 'cormor',
      viewerId: null,
      limit: 3,
      prefix: true,
      titlesOnly: true,
    });
    expect(typing.hits.map((hit) => hit.title)).toEqual(['The cormorant']);
  });
});

describe('dictionary pruning', () => {
  it('forgets a word once no published story uses it, and keeps words still in use', async () => {
    const author = await buildUser(handle.db);
    const gone = await buildPost(handle.db, { creatorId: author.id, title: 'The xylophonist' });
    await buildPost(handle.db, { creatorId: author.id, title: 'The glassblower' });
    await handle.db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, gone.id));
    // Until pruned, the word of the deleted story is still offered.
    expect(await search().suggestion('xylophonisst')).toBe('xylophonist');
    expect(await pruneSearchWords(handle.db)).toBeGreaterThan(0);
    expect(await search().suggestion('xylophonisst')).toBeNull();
    expect(await search().suggestion('glassblowerr')).toBe('glassblower');
    expect(await pruneSearchWords(handle.db)).toBe(0);
  });
});
