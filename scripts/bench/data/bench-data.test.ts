import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/client';
import { rowsOf } from '@server/db/raw-rows';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { openTestDatabase } from '@server/test/test-database';
import { generateBenchData } from './bench-data';
import type { BenchDataSummary } from './bench-data';

/**
 * The benchmark data set, written into a fresh database, then read back
 * through the real app: the pages a benchmark opens must show what was
 * written, and every total the app keeps must match the rows it counts.
 */
const ANCHOR = new Date('2026-06-01T00:00:00Z');
const OPTIONS = { posts: 200, seed: 7, anchor: ANCHOR, images: 3 };
let testApp: TestApp;
let dataDir: string;
let summary: BenchDataSummary;

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** A fingerprint of the stories, claps and follows written. */
async function digest(db: Database) {
  const [row] = await rows<Record<string, string>>(
    db,
    sql`select
      (select md5(string_agg(id || title || content::text || coalesce(latest_published_at::text, ''), ',' order by id)) from posts) as posts,
      (select md5(string_agg(post_id || user_id || count, ',' order by post_id, user_id)) from claps) as claps,
      (select md5(string_agg(follower_id || followee_id, ',' order by follower_id, followee_id)) from user_follows) as follows`,
  );
  return row;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-data-'));
  testApp = await createTestApp({ DATA_DIR: dataDir });
  summary = await generateBenchData({ db: testApp.database.db, dataDir, ...OPTIONS });
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const page = (url: string) =>
  testApp.request({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the benchmark data set', () => {
  it('writes every kind of row the pages read', () => {
    expect(summary.rows.users).toBe(50);
    expect(summary.rows.posts).toBe(200);
    for (const table of ['collections', 'tags', 'post_tags', 'quotes', 'claps', 'reading_list'])
      expect(summary.rows[table], table).toBeGreaterThan(0);
    for (const table of ['reading_history', 'user_follows', 'collection_follows', 'post_stats'])
      expect(summary.rows[table], table).toBeGreaterThan(0);
    expect(summary.rows.media).toBe(3);
  });

  it('mixes public, members-only and unlisted stories, drafts, scheduled ones and responses', async () => {
    const kinds = await rows<{ kind: string }>(
      testApp.database.db,
      sql`select distinct case when in_response_to_post_id is not null then 'response'
        when status <> 'PUBLISHED' then status else visibility end as kind from posts`,
    );
    expect(kinds.map((row) => row.kind).sort()).toEqual(
      expect.arrayContaining(['DRAFT', 'LOCKED', 'PUBLIC', 'UNLISTED', 'response']),
    );
  });

  it("serves the top writer's story with its text, claps and response count", async () => {
    const { body } = await testApp.graphql<{
      postResult: { mediumUrl: string; title: string; clapCount: number; responseCount: number };
    }>(
      `query ($id: ID!) { postResult(id: $id) { ... on Post { mediumUrl title clapCount responseCount } } }`,
      { variables: { id: summary.sampleStoryId } },
    );
    const story = body.data?.postResult;
    expect(story?.title).toBeTruthy();
    const [counted] = await rows<{ claps: number; responses: number }>(
      testApp.database.db,
      sql`select (select coalesce(sum(count), 0)::int from claps where post_id = ${summary.sampleStoryId}) as claps,
        (select count(*)::int from posts where in_response_to_post_id = ${summary.sampleStoryId}
          and status = 'PUBLISHED' and deleted_at is null) as responses`,
    );
    expect(story?.clapCount).toBe(counted?.claps);
    expect(story?.responseCount).toBe(counted?.responses);
    const [paragraph] = await rows<{ text: string }>(
      testApp.database.db,
      sql`select p->>'text' as text from posts, jsonb_array_elements(content->'paragraphs') p
        where id = ${summary.sampleStoryId} and p->>'type' = 'P' limit 1`,
    );
    const response = await page(new URL(story?.mediumUrl ?? '/', 'http://x').pathname);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(story?.title);
    expect(response.body).toContain(paragraph?.text);
  });

  it("serves the top writer's profile with their newest story", async () => {
    const [newest] = await rows<{ title: string; name: string }>(
      testApp.database.db,
      sql`select posts.title, users.name from posts join users on users.id = posts.creator_id
        where users.username = ${summary.writerUsername} and status = 'PUBLISHED'
          and visibility = 'PUBLIC' and deleted_at is null and in_response_to_post_id is null
        order by latest_published_at desc limit 1`,
    );
    const response = await page(`/@${summary.writerUsername}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(newest?.name);
    expect(response.body).toContain(newest?.title);
  });

  it('lists the newest public stories on the home page, and no draft or unlisted one', async () => {
    const listed = await rows<{ title: string }>(
      testApp.database.db,
      sql`select title from posts where status = 'PUBLISHED' and visibility = 'PUBLIC'
        and deleted_at is null and in_response_to_post_id is null
        order by latest_published_at desc limit 3`,
    );
    const hidden = await rows<{ title: string }>(
      testApp.database.db,
      sql`select title from posts where (status <> 'PUBLISHED' or visibility = 'UNLISTED')
        and title <> '' order by updated_at desc limit 3`,
    );
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    for (const story of listed) expect(response.body).toContain(story.title);
    for (const story of hidden) expect(response.body).not.toContain(`>${story.title}<`);
  });

  it('keeps every story and follow total equal to the rows it counts', async () => {
    const db = testApp.database.db;
    const [stories] = await rows<{ wrong: number }>(
      db,
      sql`select count(*)::int as wrong from posts p left join post_stats s on s.post_id = p.id
        where coalesce(s.clap_count, 0) <> (select coalesce(sum(count), 0) from claps c where c.post_id = p.id)
          or coalesce(s.voter_count, 0) <> (select count(*) from claps c where c.post_id = p.id)
          or coalesce(s.response_count, 0) <> (select count(*) from posts r
            where r.in_response_to_post_id = p.id and r.status = 'PUBLISHED' and r.deleted_at is null)`,
    );
    const [people] = await rows<{ wrong: number }>(
      db,
      sql`select count(*)::int as wrong from users u left join user_social_stats s on s.user_id = u.id
        where coalesce(s.follower_count, 0) <> (select count(*) from user_follows f where f.followee_id = u.id)
          or coalesce(s.following_count, 0) <> (select count(*) from user_follows f where f.follower_id = u.id)`,
    );
    expect(stories?.wrong).toBe(0);
    expect(people?.wrong).toBe(0);
  });

  it('indexes every published story for search once, and leaves the index following writes', async () => {
    const db = testApp.database.db;
    const [counts] = await rows<{ published: number; indexed: number }>(
      db,
      sql`select (select count(*)::int from posts where status = 'PUBLISHED' and deleted_at is null) as published,
        (select count(*)::int from search_documents) as indexed`,
    );
    expect(counts?.indexed).toBe(counts?.published);
    const [story] = await rows<{ id: string; title: string }>(
      db,
      sql`select id, title from posts where status = 'PUBLISHED' and deleted_at is null limit 1`,
    );
    const retitle = (title: string) =>
      db.execute(sql`update posts set title = ${title} where id = ${story?.id}`);
    await retitle('Zanzibarian quokkas');
    const [found] = await rows<{ id: string }>(
      db,
      sql`select post_id as id from search_documents where document @@ to_tsquery('english', 'quokka')`,
    );
    await retitle(story?.title ?? '');
    expect(found?.id).toBe(story?.id);
  });

  it('writes the same rows for the same seed', async () => {
    const again = await openTestDatabase();
    try {
      await generateBenchData({ db: again.db, dataDir, ...OPTIONS });
      expect(await digest(again.db)).toEqual(await digest(testApp.database.db));
    } finally {
      await again.close();
    }
  }, 120_000);

  it('refuses a database that already has users', async () => {
    await expect(
      generateBenchData({ db: testApp.database.db, dataDir, posts: 10, anchor: ANCHOR }),
    ).rejects.toThrow('The database already has users: generate into an empty one.');
  });
});
