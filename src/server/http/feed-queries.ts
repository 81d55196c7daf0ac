import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { collections, postTags, posts, tags } from '../db/schema/posts';
import type { PostRow, TagRow } from '../db/schema/posts';
import { users } from '../db/schema/users';
import type { UserRow } from '../db/schema/users';
import { postPath } from '../domains/posts/posts.service';

/** Spec: a feed lists the latest 20 stories. */
export const FEED_SIZE = 20;

export interface FeedEntry {
  post: PostRow;
  creator: UserRow;
  path: string;
  tags: TagRow[];
}

// Public and member-only stories; unlisted, draft, deleted and suspended ones never.
const isFeedable = and(
  eq(posts.status, 'PUBLISHED'),
  inArray(posts.visibility, ['PUBLIC', 'LOCKED']),
  isNull(posts.deletedAt),
  isNull(posts.suspendedAt),
);

export async function findFeedUser(db: Database, username: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row && !row.isSuspended ? row : null;
}

export async function findFeedTag(db: Database, slug: string): Promise<TagRow | null> {
  const [row] = await db.select().from(tags).where(eq(tags.slug, slug)).limit(1);
  return row ?? null;
}

async function entriesFor(db: Database, rows: PostRow[]): Promise<FeedEntry[]> {
  if (rows.length === 0) return [];
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
      .where(
        inArray(
          postTags.postId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(postTags.position),
  ]);
  const creatorById = new Map(creators.map((user) => [user.id, user]));
  const slugById = new Map(collectionRows.map((c) => [c.id, c.slug]));
  return rows.flatMap((post) => {
    const creator = creatorById.get(post.creatorId);
    if (!creator || creator.isSuspended) return [];
    const slug = post.collectionId ? (slugById.get(post.collectionId) ?? null) : null;
    const postTagsOf = tagRows.filter((row) => row.postId === post.id).map((row) => row.tag);
    return [{ post, creator, path: postPath(post, creator, slug), tags: postTagsOf }];
  });
}

export async function listUserFeed(db: Database, userId: string): Promise<FeedEntry[]> {
  const rows = await db
    .select()
    .from(posts)
    .where(and(isFeedable, eq(posts.creatorId, userId)))
    .orderBy(desc(posts.latestPublishedAt), desc(posts.id))
    .limit(FEED_SIZE);
  return entriesFor(db, rows);
}

export async function listTagFeed(db: Database, tagSlug: string): Promise<FeedEntry[]> {
  const rows = await db
    .select({ post: posts })
    .from(posts)
    .innerJoin(postTags, eq(postTags.postId, posts.id))
    .where(and(isFeedable, eq(postTags.tagSlug, tagSlug)))
    .orderBy(desc(posts.latestPublishedAt), desc(posts.id))
    .limit(FEED_SIZE);
  return entriesFor(
    db,
    rows.map((row) => row.post),
  );
}
