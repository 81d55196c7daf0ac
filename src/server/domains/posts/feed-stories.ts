import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { collections, postTags, posts, tags } from '@server/db/schema/posts';
import type { CollectionRow, PostRow, TagRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { bodyForEveryone, createEntityLoaders } from '../access';
import { findUserByUsername } from '../users';
import { createPostLoaders } from './posts.loaders';
import { postPath } from './posts.service';
import { isPublicStory } from './public-stories';

/** Spec: a feed lists the latest 20 stories. */
const FEED_SIZE = 20;

/** A story as a feed lists it, with what its item shows around it. */
export interface FeedEntry {
  post: PostRow;
  creator: UserRow;
  path: string;
  tags: TagRow[];
}

/** Which stories a feed lists: the site's, one writer's, one tag's or one publication's. */
export type FeedScope =
  { authorId: string } | { tagSlug: string } | { collectionId: string } | 'site';

/** The writer behind /feed/@{username}; a suspended account has no feed. */
export async function findFeedAuthor(db: Database, username: string): Promise<UserRow | null> {
  const user = await findUserByUsername(db, username);
  return user && !user.isSuspended ? user : null;
}

export async function findFeedTag(db: Database, slug: string): Promise<TagRow | null> {
  const [row] = await db.select().from(tags).where(eq(tags.slug, slug)).limit(1);
  return row ?? null;
}

/** The publication behind /{collectionSlug}/feed (any letter case); a deleted one has none. */
export async function findFeedPublication(
  db: Database,
  slug: string,
): Promise<CollectionRow | null> {
  const [row] = await db
    .select()
    .from(collections)
    .where(
      and(sql`lower(${collections.slug}) = ${slug.toLowerCase()}`, isNull(collections.deletedAt)),
    )
    .limit(1);
  return row ?? null;
}

function scopeCondition(db: Database, scope: FeedScope) {
  if (scope === 'site') return undefined;
  if ('authorId' in scope) return eq(posts.creatorId, scope.authorId);
  if ('collectionId' in scope)
    return and(
      eq(posts.collectionId, scope.collectionId),
      eq(posts.statusForCollection, 'APPROVED'),
    );
  const tagged = db
    .select({ id: postTags.postId })
    .from(postTags)
    .where(eq(postTags.tagSlug, scope.tagSlug));
  return inArray(posts.id, tagged);
}

/**
 * The newest stories a feed may show anyone (the access room's rule for
 * public lists; member-only ones appear as their preview), with their
 * writers, publications and tags read through the loaders the pages use: one
 * statement for the stories and one per kind of thing around them.
 */
export async function listFeedStories(db: Database, scope: FeedScope): Promise<FeedEntry[]> {
  const rows = await db
    .select()
    .from(posts)
    .where(and(isPublicStory, scopeCondition(db, scope)))
    .orderBy(desc(posts.latestPublishedAt), desc(posts.id))
    .limit(FEED_SIZE);
  // A feed is read signed out (and cached for everyone), so its loaders have no viewer.
  const loaders = {
    ...createEntityLoaders(db, null),
    ...createPostLoaders(db),
  };
  const entries = await Promise.all(
    rows.map(async (post) => {
      const [creator, collection, postTagRows] = await Promise.all([
        loaders.userById.load(post.creatorId),
        post.collectionId ? loaders.collectionById.load(post.collectionId) : null,
        loaders.tagsByPostId.load(post.id),
      ]);
      if (!creator) return [];
      const path = postPath(post, creator, collection?.slug ?? null);
      // A feed is a copy for everyone: a member-only story carries its opening only.
      const paragraphs = bodyForEveryone(post, post.content.paragraphs);
      const shared = { ...post, content: { ...post.content, paragraphs } };
      return [{ post: shared, creator, path, tags: postTagRows }];
    }),
  );
  return entries.flat();
}
