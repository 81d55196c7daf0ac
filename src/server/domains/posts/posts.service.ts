import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { preparedQuery, preparedVariants, slot } from '@server/db/prepared-query';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { cursorSlotValues, cursorText, keysetList, newestPageSlots } from '@server/lib/keyset';
import { notMutedBy } from '../social';
import { isPubliclyListed } from './public-stories';

const latestPosts = preparedVariants((db, variant: { viewer: boolean; after: boolean }) => {
  const page = newestPageSlots(posts.latestPublishedAt, posts.id, variant.after);
  return (
    db
      .select({ post: posts, at: cursorText(posts.latestPublishedAt) })
      .from(posts)
      .where(
        and(isPubliclyListed, notMutedBy(db, variant.viewer ? slot('viewerId') : null), page.after),
      )
      // The order of posts_public_feed_idx.
      .orderBy(...page.order)
      .limit(page.limit)
  );
});

/** Newest public stories, keyset-paged on (latest_published_at, id). */
export const listLatestPosts = (options: {
  db: Database;
  first?: number | null;
  after?: string | null;
  /** Stories by authors and publications this reader muted are left out. */
  viewerId?: string | null;
}) =>
  keysetList(
    options,
    (cursor, limit) =>
      latestPosts(options.db, { viewer: !!options.viewerId, after: !!cursor }).execute({
        viewerId: options.viewerId,
        ...cursorSlotValues(cursor),
        limit,
      }),
    (row) => row.post,
  );

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

const postWithId = preparedQuery((db) =>
  db
    .select()
    .from(posts)
    .where(eq(posts.id, slot('id')))
    .limit(1),
);

export async function findPost(options: { db: Database; id: string }): Promise<PostRow | null> {
  const [row] = await postWithId(options.db).execute({ id: options.id.toLowerCase() });
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
