import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { BadRequestError } from '@server/lib/app-errors';
import { decodeKeysetCursor, encodeKeysetCursor } from '@server/lib/keyset-cursor';
import { notMutedBy } from '../social';
import { isPubliclyListed } from './public-stories';

/** Newest public stories, keyset-paginated on (latest_published_at, id) with the shared cursor. */
export async function listLatestPosts(options: {
  db: Database;
  first: number;
  after?: string | null;
  /** Stories by authors and publications this reader muted are left out. */
  viewerId?: string | null;
}) {
  if (options.first < 1 || options.first > 50)
    throw new BadRequestError('first must be between 1 and 50.');
  const cursor = options.after ? decodeKeysetCursor(options.after) : null;
  // Postgres' own text of the timestamp: a JS Date would drop its microseconds.
  const rows = await options.db
    .select({ post: posts, at: sql<string>`${posts.latestPublishedAt}::text` })
    .from(posts)
    .where(
      and(
        isPubliclyListed,
        notMutedBy(options.db, options.viewerId),
        cursor
          ? sql`(${posts.latestPublishedAt}, ${posts.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    // Same directions as posts_public_feed_idx (drizzle's desc() indexes are NULLS LAST).
    .orderBy(sql`${posts.latestPublishedAt} desc nulls last`, sql`${posts.id} desc nulls last`)
    .limit(options.first + 1);
  const page = rows.slice(0, options.first);
  const last = page.at(-1);
  const cursorOf = (row: (typeof rows)[number]) => encodeKeysetCursor(row.at, row.post.id);
  return {
    edges: page.map((row) => ({ node: row.post, cursor: cursorOf(row) })),
    pageInfo: {
      hasNextPage: rows.length > options.first,
      endCursor: last ? cursorOf(last) : null,
    },
  };
}

/** A few recent public stories in random order, for the not-found page. */
export async function listSampleStories(options: {
  db: Database;
  count: number;
  viewerId?: string | null;
}) {
  const count = Math.min(Math.max(options.count, 0), 10);
  const recent = await options.db
    .select()
    .from(posts)
    .where(and(isPubliclyListed, notMutedBy(options.db, options.viewerId)))
    .orderBy(desc(posts.latestPublishedAt))
    .limit(30);
  return recent
    .map((post) => ({ post, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, count)
    .map(({ post }) => post);
}

export async function findPost(options: { db: Database; id: string }): Promise<PostRow | null> {
  const [row] = await options.db
    .select()
    .from(posts)
    .where(eq(posts.id, sql`${options.id.toLowerCase()}`))
    .limit(1);
  return row ?? null;
}

export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** The canonical path: under the publication when there is one, else under the author. */
export function postPath(
  post: Pick<PostRow, 'id' | 'slug'>,
  creator: Pick<UserRow, 'username'> | null,
  collectionSlug: string | null,
): string {
  const tail = post.slug ? `${post.slug}-${post.id}` : post.id;
  if (collectionSlug) return `/${collectionSlug}/${tail}`;
  if (creator) return `/@${creator.username}/${tail}`;
  return `/p/${post.id}`;
}
