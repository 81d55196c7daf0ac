import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { postTags, posts, tags } from '@server/db/schema/posts';
import type { PostRow, TagRow } from '@server/db/schema/posts';
import { collectionPins } from '@server/db/schema/publications';
import { preparedVariants, slot } from '@server/db/prepared-query';
import { cursorText, newestPageSlots, preparedKeysetList } from '@server/lib/keyset';
import type { Connection } from '@server/lib/keyset';
import { MAX_PINNED_STORIES } from '@shared/content/publication-design';
import { listedSql, visibleToViewerSql } from '../access';

/**
 * What a publication's pages list: its approved stories that this viewer may
 * see in a list (the access room's rule: published, listed, neither the story
 * nor its author suspended, the author did not block the viewer), responses
 * left out.
 */
export const publicationStorySql = (
  collectionId: string | SQLWrapper,
  viewerId: string | SQLWrapper | null,
): SQL =>
  and(
    eq(posts.collectionId, collectionId),
    eq(posts.statusForCollection, 'APPROVED'),
    isNull(posts.inResponseToPostId),
    visibleToViewerSql(viewerId),
    listedSql(),
  ) as SQL;

/** publicationStorySql for a prepared statement: its publication and viewer are slots. */
const publicationStorySlots = (signedIn: boolean): SQL =>
  publicationStorySql(slot('collectionId'), signedIn ? slot('viewerId') : null);

const pinnedSql = (collectionId: string | SQLWrapper): SQL =>
  sql`exists (select 1 from ${collectionPins} where ${collectionPins.collectionId} = ${collectionId} and ${collectionPins.postId} = ${posts.id})`;

interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** A calendar month (1–12) of a year, or the whole year, in UTC; no year: everything. */
export interface ArchiveRange {
  year?: number | null;
  month?: number | null;
}

/**
 * The half-open [start, end) of an archive range: 'all' without a year, null
 * for a year or month that cannot be.
 */
export function archiveBounds(range: ArchiveRange): [Date, Date] | 'all' | null {
  const { year, month } = range;
  if (year == null) return month == null ? 'all' : null;
  if (!Number.isInteger(year) || year < 1970 || year > 9999) return null;
  if (month != null && (!Number.isInteger(month) || month < 1 || month > 12)) return null;
  const start = new Date(Date.UTC(year, month ? month - 1 : 0, 1));
  const end = new Date(Date.UTC(month ? year : year + 1, month ? month : 0, 1));
  return [start, end];
}

/**
 * The publication's stories, newest first, along posts_collection_published_idx (collection, at, id):
 * the home's latest (pinned ones are shown above, so left out here) or one
 * year or month of the archive.
 */
export function listPublicationStories(
  db: Database,
  options: {
    viewerId: string | null;
    collectionId: string;
    page: PageArgs;
    withoutPinned?: boolean;
    within?: [Date, Date];
  },
): Promise<Connection<PostRow>> {
  const { collectionId, viewerId, within } = options;
  return preparedKeysetList(
    options.page,
    (after, slots) =>
      publicationStories(db, {
        viewer: !!viewerId,
        withoutPinned: !!options.withoutPinned,
        within: !!within,
        after,
      }).execute(slots),
    {
      collectionId,
      viewerId,
      from: within?.[0].toISOString(),
      until: within?.[1].toISOString(),
    },
    (row) => row.post,
  );
}

const publicationStories = preparedVariants(
  (db, variant: { viewer: boolean; withoutPinned: boolean; within: boolean; after: boolean }) => {
    const page = newestPageSlots(posts.latestPublishedAt, posts.id, variant.after);
    return db
      .select({ post: posts, at: cursorText(posts.latestPublishedAt) })
      .from(posts)
      .where(
        and(
          publicationStorySlots(variant.viewer),
          variant.withoutPinned ? sql`not ${pinnedSql(slot('collectionId'))}` : undefined,
          variant.within
            ? sql`${posts.latestPublishedAt} >= ${slot('from')}::timestamptz and ${posts.latestPublishedAt} < ${slot('until')}::timestamptz`
            : undefined,
          page.after,
        ),
      )
      .orderBy(...page.order)
      .limit(page.limit);
  },
);

const pinnedStories = preparedVariants((db, variant: { viewer: boolean }) =>
  db
    .select({ post: posts })
    .from(collectionPins)
    .innerJoin(posts, eq(posts.id, collectionPins.postId))
    .where(
      and(
        eq(collectionPins.collectionId, slot('collectionId')),
        publicationStorySlots(variant.viewer),
      ),
    )
    .orderBy(desc(collectionPins.pinnedAt), desc(collectionPins.postId))
    .limit(MAX_PINNED_STORIES),
);

/** The pinned stories the viewer may see, most recently pinned first. */
export async function listPinnedStories(
  db: Database,
  viewerId: string | null,
  collectionId: string,
): Promise<PostRow[]> {
  const rows = await pinnedStories(db, { viewer: !!viewerId }).execute({
    collectionId,
    viewerId,
  });
  return rows.map((row) => row.post);
}

const archiveMonths = preparedVariants((db, variant: { viewer: boolean }) => {
  const year = sql<number>`extract(year from ${posts.latestPublishedAt} at time zone 'UTC')::int`;
  const month = sql<number>`extract(month from ${posts.latestPublishedAt} at time zone 'UTC')::int`;
  return db
    .select({ year, month, storyCount: sql<number>`count(*)::int` })
    .from(posts)
    .where(publicationStorySlots(variant.viewer))
    .groupBy(year, month)
    .orderBy(desc(year), desc(month));
});

export interface ArchiveMonth {
  year: number;
  month: number;
  storyCount: number;
}

/** Every month (UTC) holding stories, newest first, with how many: one grouped statement. */
export async function listArchiveMonths(
  db: Database,
  viewerId: string | null,
  collectionId: string,
): Promise<ArchiveMonth[]> {
  const rows = await archiveMonths(db, { viewer: !!viewerId }).execute({
    collectionId,
    viewerId,
  });
  return rows.map((row) => ({
    year: Number(row.year),
    month: Number(row.month),
    storyCount: Number(row.storyCount),
  }));
}

/** The most tags a publication's tag list answers at once. */
const MAX_PUBLICATION_TAGS = 25;

/** The tags of the stories it lists, the most used first (then by slug): one grouped statement. */
export async function listPublicationTags(
  db: Database,
  viewerId: string | null,
  collectionId: string,
  first: number,
): Promise<TagRow[]> {
  const uses = sql`count(*)`;
  return db
    .select({ slug: tags.slug, displayTitle: tags.displayTitle, createdAt: tags.createdAt })
    .from(postTags)
    .innerJoin(posts, eq(posts.id, postTags.postId))
    .innerJoin(tags, eq(tags.slug, postTags.tagSlug))
    .where(publicationStorySql(collectionId, viewerId))
    .groupBy(tags.slug)
    .orderBy(desc(uses), tags.slug)
    .limit(Math.min(Math.max(first, 0), MAX_PUBLICATION_TAGS));
}
