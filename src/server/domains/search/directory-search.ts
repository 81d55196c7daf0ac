import { and, desc, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { collections, postTags, posts, tags } from '@server/db/schema/posts';
import { tagFollows } from '@server/db/schema/search';
import { users } from '@server/db/schema/users';
import { listedSql, liveStorySql, personListedToViewerSql } from '../access';
import { parseSearchQuery } from './search-query';
import type { PersonHit, PublicationHit, SearchPage, SearchRequest, TagHit } from './search-index';

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * People, publications and tags are found by name. On the results page the
 * words as typed appear in it (LIKE, wildcards escaped), or it is close enough
 * by trigram similarity to forgive a typo. While the reader types (prefix),
 * every word must begin a word of the name: a few selective trigrams, so the
 * popover stays quick with tens of thousands of names. Both use the trigram
 * GIN index on the same expression.
 */
function nameMatch(expression: SQL, words: string[], prefix: boolean) {
  const typed = words.join(' ');
  const closeness = sql`similarity(${expression}, ${typed})`;
  if (prefix) {
    const begun = words.map((word) => {
      const start = `${likeEscaped(word)}%`;
      return sql`(${expression} like ${start} or ${expression} like ${`% ${start}`})`;
    });
    return { where: and(...begun) as SQL, closeness };
  }
  const pattern = `%${likeEscaped(typed)}%`;
  return { where: sql`(${expression} like ${pattern} or ${expression} % ${typed})`, closeness };
}

function page<Hit>(rows: Hit[], limit: number): SearchPage<Hit> {
  return { hits: rows.slice(0, limit), hasMore: rows.length > limit };
}

const wordsOf = (request: SearchRequest) =>
  parseSearchQuery(request.query, { prefix: false }).words;

export async function searchPeople(
  db: Database,
  request: SearchRequest,
): Promise<SearchPage<PersonHit>> {
  const words = wordsOf(request);
  if (words.length === 0) return { hits: [], hasMore: false };
  const match = nameMatch(
    sql`(lower(${users.name}) || ' ' || lower(${users.username}))`,
    words,
    request.prefix ?? false,
  );
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      username: users.username,
      imageId: users.imageId,
    })
    .from(users)
    .where(and(match.where, personListedToViewerSql(request.viewerId)))
    .orderBy(desc(match.closeness), users.username)
    .limit(request.limit + 1)
    .offset(request.offset ?? 0);
  return page(rows, request.limit);
}

export async function searchPublications(
  db: Database,
  request: SearchRequest,
): Promise<SearchPage<PublicationHit>> {
  const words = wordsOf(request);
  if (words.length === 0) return { hits: [], hasMore: false };
  const match = nameMatch(
    sql`(lower(${collections.name}) || ' ' || lower(${collections.slug}))`,
    words,
    request.prefix ?? false,
  );
  const rows = await db
    .select({
      collectionId: collections.id,
      name: collections.name,
      slug: collections.slug,
      imageId: collections.avatarImageId,
    })
    .from(collections)
    .where(match.where)
    .orderBy(desc(match.closeness), collections.slug)
    .limit(request.limit + 1)
    .offset(request.offset ?? 0);
  return page(rows, request.limit);
}

/**
 * A tag's public figures: stories anyone may list, and followers. Written as
 * WHERE conditions (drizzle leaves columns unqualified in a select list, where
 * a correlated subquery would bind them to the wrong table).
 */
const tagPostsSql = () =>
  sql`from ${postTags} join ${posts} on ${posts.id} = ${postTags.postId} where ${postTags.tagSlug} = ${tags.slug} and ${and(liveStorySql(), listedSql())}`;
const tagFollowersSql = () => sql`from ${tagFollows} where ${tagFollows.tagSlug} = ${tags.slug}`;

export async function tagCounts(db: Database, slugs: string[]) {
  const counts = new Map<string, { postCount: number; followerCount: number }>();
  if (slugs.length === 0) return counts;
  const rows = await db
    .select({
      slug: tags.slug,
      postCount: sql<number>`(select count(*)::int ${tagPostsSql()})`,
      followerCount: sql<number>`(select count(*)::int ${tagFollowersSql()})`,
    })
    .from(tags)
    .where(inArray(tags.slug, slugs));
  for (const row of rows) counts.set(row.slug, row);
  return counts;
}

export async function searchTags(
  db: Database,
  request: SearchRequest,
): Promise<SearchPage<TagHit>> {
  const words = wordsOf(request);
  if (words.length === 0) return { hits: [], hasMore: false };
  const match = nameMatch(
    sql`(lower(${tags.displayTitle}) || ' ' || ${tags.slug})`,
    words,
    request.prefix ?? false,
  );
  const rows = await db
    .select({ tagSlug: tags.slug, displayText: tags.displayTitle })
    .from(tags)
    .where(
      and(
        match.where,
        sql`exists (select 1 ${tagPostsSql()})`,
        sql`exists (select 1 ${tagFollowersSql()})`,
      ),
    )
    .orderBy(desc(match.closeness), tags.slug)
    .limit(request.limit + 1)
    .offset(request.offset ?? 0);
  const shown = rows.slice(0, request.limit);
  const counts = await tagCounts(
    db,
    shown.map((row) => row.tagSlug),
  );
  const hits = shown.map((row) => ({
    ...row,
    postCount: counts.get(row.tagSlug)?.postCount ?? 0,
    followerCount: counts.get(row.tagSlug)?.followerCount ?? 0,
  }));
  return { hits, hasMore: rows.length > request.limit };
}
