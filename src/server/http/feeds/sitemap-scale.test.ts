import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { readSitemap, readSitemapIndex } from '@server/test/kits/sitemap-kit';

const ORIGIN = 'https://quire.test';
const STORIES = 100_000;
const WRITERS = 1_000;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: ORIGIN });
  const db = testApp.database.db;
  // The search index follows every statement that writes stories; a bulk load this size pauses it,
  // as `npm run bench:data` does, so the statements below measure the sitemap alone.
  await db.execute(sql`alter table posts disable trigger search_posts_inserted`);
  // Two statements: a thousand writers, then a hundred thousand minimal published stories.
  await db.execute(sql`
    insert into users (id, username, name)
    select 'w' || lpad(to_hex(n), 11, '0'), 'writer' || n, 'Writer ' || n
    from generate_series(1, ${WRITERS}) as n`);
  await db.execute(sql`
    insert into posts (id, creator_id, title, slug, content, status, visibility, share_key,
      first_published_at, latest_published_at)
    select lpad(to_hex(n), 12, '0'), 'w' || lpad(to_hex(n % ${WRITERS} + 1), 11, '0'),
      'Story ' || n, 'story-' || n, '{"paragraphs":[]}'::jsonb, 'PUBLISHED', 'PUBLIC',
      'key' || n, now(), now()
    from generate_series(1, ${STORIES}) as n`);
  await db.execute(sql`alter table posts enable trigger search_posts_inserted`);
  // What PostgreSQL's autovacuum does after a bulk load; PGlite never gathers
  // planner statistics on its own, and without them it walks 100,000 rows badly.
  await db.execute(sql`analyze`);
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

describe('a sitemap of 100,000 stories', () => {
  it('is split into files of at most 50,000 URLs, each streamed', async () => {
    const index = await testApp.request({ method: 'GET', url: '/sitemap.xml' });
    const files = (await readSitemapIndex(index.body, ORIGIN)).map((entry) => entry.url);
    expect(files).toEqual([
      'https://quire.test/sitemap-stories-1.xml',
      'https://quire.test/sitemap-stories-2.xml',
      'https://quire.test/sitemap-profiles-1.xml',
    ]);
    const seen = new Set<string>();
    for (const file of files.slice(0, 2)) {
      const response = await testApp.request({ method: 'GET', url: new URL(file).pathname });
      expect(response.statusCode).toBe(200);
      // Streamed: sent in chunks as rows arrive, never measured up front.
      expect(response.headers['transfer-encoding']).toBe('chunked');
      expect(response.headers['content-length']).toBeUndefined();
      const urls = await readSitemap(response.body, ORIGIN);
      expect(urls).toHaveLength(50_000);
      for (const { url } of urls) seen.add(url);
    }
    expect(seen.size).toBe(STORIES);
  }, 120_000);
});
