import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { collectionUrl, tagUrl, userUrl } from '@shared/routing/urls';
import type { Database } from '@server/db/client';
import { rowsOf } from '@server/db/raw-rows';
import { postPath } from './posts.service';
import { isPublicStory } from './public-stories';

/** One URL of a sitemap, with the columns its path is built from. */
export interface SitemapRow {
  key: string;
  lastmod: Date | string;
  id: string | null;
  slug: string | null;
  username: string | null;
  collection_slug: string | null;
}

/**
 * A kind of public page the sitemap lists. `entries` selects one row per
 * page: a unique sort `key`, `lastmod`, a `fingerprint` of everything its URL
 * and lastmod are made of, and the columns `pathOf` reads.
 */
export interface SitemapSource {
  name: 'stories' | 'profiles' | 'tags' | 'publications';
  entries: SQL;
  pathOf(row: SitemapRow): string;
}

// Every kind lists only what public stories make visible: a profile, tag or
// publication without one has nothing to show a search engine.
const stories: SitemapSource = {
  name: 'stories',
  entries: sql`
    select posts.id as key, posts.updated_at as lastmod,
      concat_ws(' ', posts.id, posts.slug, users.username, collections.slug, posts.updated_at::text) as fingerprint,
      posts.id, posts.slug, users.username, collections.slug as collection_slug
    from posts
    join users on users.id = posts.creator_id
    left join collections on collections.id = posts.collection_id
    where ${isPublicStory}`,
  pathOf: (row) =>
    postPath(
      { id: row.id ?? row.key, slug: row.slug ?? '' },
      row.username === null ? null : { username: row.username },
      row.collection_slug,
    ),
};

const profiles: SitemapSource = {
  name: 'profiles',
  entries: sql`
    select users.id as key, greatest(users.updated_at, max(posts.updated_at)) as lastmod,
      concat_ws(' ', users.id, users.username, greatest(users.updated_at, max(posts.updated_at))::text) as fingerprint,
      null as id, null as slug, users.username, null as collection_slug
    from users
    join posts on posts.creator_id = users.id
    where ${isPublicStory}
    group by users.id`,
  pathOf: (row) => userUrl(row.username ?? ''),
};

const tags: SitemapSource = {
  name: 'tags',
  entries: sql`
    select tags.slug as key, max(posts.updated_at) as lastmod,
      concat_ws(' ', tags.slug, max(posts.updated_at)::text) as fingerprint,
      null as id, tags.slug, null as username, null as collection_slug
    from tags
    join post_tags on post_tags.tag_slug = tags.slug
    join posts on posts.id = post_tags.post_id
    where ${isPublicStory}
    group by tags.slug`,
  pathOf: (row) => tagUrl(row.key),
};

const publications: SitemapSource = {
  name: 'publications',
  entries: sql`
    select collections.id as key, greatest(collections.updated_at, max(posts.updated_at)) as lastmod,
      concat_ws(' ', collections.id, collections.slug, greatest(collections.updated_at, max(posts.updated_at))::text) as fingerprint,
      collections.id, collections.slug, null as username, null as collection_slug
    from collections
    join posts on posts.collection_id = collections.id
    where ${isPublicStory}
    group by collections.id`,
  pathOf: (row) => collectionUrl({ id: row.key, slug: row.slug }),
};

export const SITEMAP_SOURCES: readonly SitemapSource[] = [stories, profiles, tags, publications];

/** One sitemap file of a kind: how many URLs, from which key, when last changed, and a fingerprint. */
export interface SitemapPage {
  page: number;
  count: number;
  firstKey: string;
  lastmod: Date;
  fingerprint: string;
}

/** The kind's URLs cut into files of `pageSize` in key order; one statement. */
export async function sitemapPagesOf(
  db: Database,
  source: SitemapSource,
  pageSize: number,
): Promise<SitemapPage[]> {
  const rows = rowsOf<{
    page: number;
    count: number;
    firstKey: string;
    lastmod: Date | string;
    fingerprint: string;
  }>(
    await db.execute(sql`
      select page::int as page, count(*)::int as count, min(key) as "firstKey", max(lastmod) as lastmod,
        md5(string_agg(fingerprint, '|' order by key)) as fingerprint
      from (
        select entries.key, entries.lastmod, entries.fingerprint,
          (row_number() over (order by entries.key) - 1) / ${pageSize} as page
        from (${source.entries}) entries
      ) numbered
      group by page
      order by page`),
  );
  return rows.map((row) => ({ ...row, lastmod: new Date(row.lastmod) }));
}

/** Up to `limit` rows in key order from `from` (inclusive) or after it. */
export async function sitemapRows(
  db: Database,
  source: SitemapSource,
  options: { from: string; inclusive: boolean; limit: number },
): Promise<SitemapRow[]> {
  const bound = options.inclusive ? sql`>=` : sql`>`;
  return rowsOf<SitemapRow>(
    await db.execute(sql`
      select * from (${source.entries}) entries
      where entries.key ${bound} ${options.from}
      order by entries.key
      limit ${options.limit}`),
  );
}
