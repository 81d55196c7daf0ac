import { and, desc, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { collections, postTags, posts, tags } from '@server/db/schema/posts';
import { tagFollows } from '@server/db/schema/search';
import { users } from '@server/db/schema/users';
import { listedSql, liveStorySql, personListedToViewerSql } from '../access';
import { parseSearchQuery } from './search-query';
import type { PersonHit, PublicationHit, SearchPage, SearchRequest, TagHit } from './search-index';

/**
 * People, publications and tags are found by name: the words as typed appear
 * in it (LIKE, wildcards escaped), or it is close enough by trigram
 * similarity to forgive a typo. Both use the trigram GIN index on the same
 * expression.
 */
function nameMatch(expression: SQL, words: string[]) {
  const typed = words.join(' ');
  const pattern = `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return {
    where: sql`(${expression} like ${pattern} or ${expression} % ${typed})`,
    closeness: sql`similarity(${expression}, ${typed})`,
  };
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
  const match = nameMatch(sql`(lower(${users.name}) || ' ' || lower(${users.username}))`, words);
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

/** Public figures of a tag: stories anyone may list, and its followers. */
const tagPostCount = sql<number>`(select count(*)::int from ${postTags} join ${posts} on ${posts.id} = ${postTags.postId} where ${postTags.tagSlug} = ${tags.slug} and ${and(liveStorySql(), listedSql())})`;
const tagFollowerCount = sql<number>`(select count(*)::int from ${tagFollows} where ${tagFollows.tagSlug} = ${tags.slug})`;

export async function searchTags(
  db: Database,
  request: SearchRequest,
): Promise<SearchPage<TagHit>> {
  const words = wordsOf(request);
  if (words.length === 0) return { hits: [], hasMore: false };
  const match = nameMatch(sql`(lower(${tags.displayTitle}) || ' ' || ${tags.slug})`, words);
  const rows = await db
    .select({
      tagSlug: tags.slug,
      displayText: tags.displayTitle,
      postCount: tagPostCount,
      followerCount: tagFollowerCount,
    })
    .from(tags)
    .where(and(match.where, sql`${tagPostCount} >= 1`, sql`${tagFollowerCount} >= 1`))
    .orderBy(desc(match.closeness), desc(tagPostCount), tags.slug)
    .limit(request.limit + 1)
    .offset(request.offset ?? 0);
  return page(rows, request.limit);
}
