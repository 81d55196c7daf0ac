import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { postTags, posts, tags } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import { postStats } from '@server/db/schema/reading';
import { listedSql, liveStorySql, visibleToViewerSql } from '../access';
import { notMutedBy } from '../social';
import { tagCounts } from './directory-search';
import type { TagHit } from './search-index';

const TAG_PAGE_SIZE = 10;
const TOP_STORIES = 5;
const RELATED_TAGS = 8;
const MAX_TAG_PAGE = 50;

export interface TagPage {
  slug: string;
  displayTitle: string;
  postCount: number;
  followerCount: number;
  page: number;
  hasNextPage: boolean;
  latestStories: PostRow[];
  topStories: PostRow[];
  relatedTags: TagHit[];
}

/** Stories carrying the tag that this viewer may see in a list (the access room's rule, mutes). */
function taggedStoriesWhere(db: Database, slug: string, viewerId: string | null) {
  return and(
    sql`exists (select 1 from ${postTags} where ${postTags.postId} = ${posts.id} and ${postTags.tagSlug} = ${slug})`,
    visibleToViewerSql(viewerId),
    listedSql(),
    isNull(posts.inResponseToPostId),
    notMutedBy(db, viewerId),
  );
}

/** Tags written on the same stories, most shared first. */
async function relatedTags(db: Database, slug: string): Promise<TagHit[]> {
  const other = sql`other_tags`;
  const rows = await db
    .select({ slug: sql<string>`${other}.tag_slug`, shared: sql<number>`count(*)::int` })
    .from(postTags)
    .innerJoin(posts, eq(posts.id, postTags.postId))
    .innerJoin(sql`${postTags} as ${other}`, sql`${other}.post_id = ${postTags.postId}`)
    .where(
      and(
        eq(postTags.tagSlug, slug),
        sql`${other}.tag_slug <> ${slug}`,
        liveStorySql(),
        listedSql(),
      ),
    )
    .groupBy(sql`${other}.tag_slug`)
    .orderBy(desc(sql`count(*)`), sql`${other}.tag_slug`)
    .limit(RELATED_TAGS);
  const slugs = rows.map((row) => row.slug);
  const counts = await tagCounts(db, slugs);
  const titles = new Map(
    (slugs.length
      ? await db
          .select()
          .from(tags)
          .where(sql`${tags.slug} in ${slugs}`)
      : []
    ).map((tag) => [tag.slug, tag.displayTitle]),
  );
  return slugs.map((tagSlug) => ({
    tagSlug,
    displayText: titles.get(tagSlug) ?? tagSlug,
    postCount: counts.get(tagSlug)?.postCount ?? 0,
    followerCount: counts.get(tagSlug)?.followerCount ?? 0,
  }));
}

/**
 * /tag/{tag}: the tag's public counts, its latest stories (paged), its top
 * stories by claps and the tags written beside it. Null for an unknown tag.
 */
export async function findTagPage(options: {
  db: Database;
  slug: string;
  viewerId: string | null;
  page: number;
}): Promise<TagPage | null> {
  const { db, viewerId } = options;
  const slug = options.slug.toLowerCase();
  const [tag] = await db.select().from(tags).where(eq(tags.slug, slug));
  if (!tag) return null;
  const page = Math.min(Math.max(1, Math.trunc(options.page)), MAX_TAG_PAGE);
  const where = taggedStoriesWhere(db, slug, viewerId);
  const [latest, top, related, counts] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(desc(posts.latestPublishedAt), desc(posts.id))
      .limit(TAG_PAGE_SIZE + 1)
      .offset((page - 1) * TAG_PAGE_SIZE),
    db
      .select({ post: posts })
      .from(posts)
      .innerJoin(postStats, eq(postStats.postId, posts.id))
      .where(and(where, ne(postStats.clapCount, 0)))
      .orderBy(desc(postStats.clapCount), desc(posts.latestPublishedAt))
      .limit(TOP_STORIES),
    relatedTags(db, slug),
    tagCounts(db, [slug]),
  ]);
  return {
    slug: tag.slug,
    displayTitle: tag.displayTitle,
    postCount: counts.get(slug)?.postCount ?? 0,
    followerCount: counts.get(slug)?.followerCount ?? 0,
    page,
    hasNextPage: latest.length > TAG_PAGE_SIZE,
    latestStories: latest.slice(0, TAG_PAGE_SIZE),
    topStories: top.map((row) => row.post),
    relatedTags: related,
  };
}
