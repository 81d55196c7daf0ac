import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { collections, postTags, posts, tags } from '@server/db/schema/posts';
import type { PostRow, TagRow } from '@server/db/schema/posts';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { postPath, isPublicStory } from '@server/domains/posts';

/** Spec: a feed lists the latest 20 stories. */
const FEED_SIZE = 20;

export interface FeedEntry {
  post: PostRow;
  creator: UserRow;
  path: string;
  tags: TagRow[];
}

export async function findFeedUser(db: Database, username: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row && !row.isSuspended ? row : null;
}

export async function findFeedTag(db: Database, slug: string): Promise<TagRow | null> {
  const [row] = await db.select().from(tags).where(eq(tags.slug, slug)).limit(1);
  return row ?? null;
}

/** Creators, publication slugs and tags of a page of stories: three statements, whatever its size. */
async function entriesFor(db: Database, rows: PostRow[]): Promise<FeedEntry[]> {
  if (rows.length === 0) return [];
  const postIds = rows.map((row) => row.id);
  const creatorIds = [...new Set(rows.map((row) => row.creatorId))];
  const collectionIds = [...new Set(rows.flatMap((row) => row.collectionId ?? []))];
  const [creators, collectionRows, tagRows] = await Promise.all([
    db.select().from(users).where(inArray(users.id, creatorIds)),
    collectionIds.length
      ? db.select().from(collections).where(inArray(collections.id, collectionIds))
      : [],
    db
      .select({ postId: postTags.postId, tag: tags })
      .from(postTags)
      .innerJoin(tags, eq(tags.slug, postTags.tagSlug))
      .where(inArray(postTags.postId, postIds))
      .orderBy(postTags.position),
  ]);
  const creatorById = new Map(creators.map((user) => [user.id, user]));
  const slugById = new Map(collectionRows.map((c) => [c.id, c.slug]));
  return rows.flatMap((post) => {
    const creator = creatorById.get(post.creatorId);
    if (!creator) return [];
    const slug = post.collectionId ? (slugById.get(post.collectionId) ?? null) : null;
    const postTagsOf = tagRows.filter((row) => row.postId === post.id).map((row) => row.tag);
    return [{ post, creator, path: postPath(post, creator, slug), tags: postTagsOf }];
  });
}

async function latestPublicStories(db: Database, condition?: SQL): Promise<FeedEntry[]> {
  const rows = await db
    .select()
    .from(posts)
    .where(and(isPublicStory, condition))
    .orderBy(desc(posts.latestPublishedAt), desc(posts.id))
    .limit(FEED_SIZE);
  return entriesFor(db, rows);
}

/** The site's newest stories; member-only ones appear as their preview. */
export const listSiteFeed = (db: Database) => latestPublicStories(db);

export const listUserFeed = (db: Database, userId: string) =>
  latestPublicStories(db, eq(posts.creatorId, userId));

export const listTagFeed = (db: Database, tagSlug: string) =>
  latestPublicStories(
    db,
    inArray(
      posts.id,
      db.select({ id: postTags.postId }).from(postTags).where(eq(postTags.tagSlug, tagSlug)),
    ),
  );
