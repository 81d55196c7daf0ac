import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { quotes } from '@server/db/schema/conversation';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import { readingList } from '@server/db/schema/reading';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { afterCursor, cursorText, decodeCursor, keysetPage, pageSize } from '@server/lib/keyset';
import type { KeysetCursor } from '@server/lib/keyset';
import { isReadablePostSql, requireReadablePost } from './reading.policy';
import { requireActionOnStory } from '../access';
import { READING_TEXTS } from './reading.texts';

export type ReadingListFilter = 'SAVED' | 'ARCHIVED' | 'RECENT' | 'HIGHLIGHTS';
type StoredState = 'QUEUE' | 'ARCHIVE';

/** Puts a story on the viewer's list in the given state (bookmark, archive, unarchive). */
export async function setReadingListState(options: {
  db: Database;
  viewer: UserRow;
  postId: string;
  state: StoredState;
}): Promise<PostRow> {
  // Saving is refused like clapping once the author blocked the reader; archiving what is already saved is not.
  const post =
    options.state === 'QUEUE'
      ? (
          await requireActionOnStory({
            db: options.db,
            viewer: options.viewer,
            action: 'bookmark',
            postId: options.postId,
            notFoundMessage: READING_TEXTS.postNotFound,
          })
        ).story
      : await requireReadablePost(options.db, options.postId);
  await options.db
    .insert(readingList)
    .values({ userId: options.viewer.id, postId: post.id, state: options.state })
    .onConflictDoUpdate({
      target: [readingList.userId, readingList.postId],
      set: { state: options.state, updatedAt: sql`now()` },
    });
  return post;
}

/** Takes a story off the viewer's list, whichever state it was in. */
export async function removeFromReadingList(options: {
  db: Database;
  viewer: UserRow;
  postId: string;
}): Promise<PostRow> {
  const post = await requireReadablePost(options.db, options.postId);
  await options.db
    .delete(readingList)
    .where(and(eq(readingList.userId, options.viewer.id), eq(readingList.postId, post.id)));
  return post;
}

/** LIKE pattern matching the text literally: %, _ and \ lose their wildcard meaning. */
const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function searchCondition(searchQuery: string | null | undefined): SQL | undefined {
  const text = searchQuery?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text.slice(0, 200));
  return or(
    ilike(posts.title, pattern),
    ilike(posts.subtitle, pattern),
    ilike(users.name, pattern),
  );
}

const stateCondition = (type: ReadingListFilter) =>
  type === 'SAVED'
    ? eq(readingList.state, 'QUEUE')
    : type === 'ARCHIVED'
      ? eq(readingList.state, 'ARCHIVE')
      : undefined;

/** A page of the list as RetrieveReadingList answers it: previews, keyed by story. */
function previewPage(rows: Array<{ post: PostRow; at: string }>, first: number) {
  const { page, pageInfo } = keysetPage(rows, first, (row) => row.post.id);
  return { postPreviews: page.map((row) => ({ postId: row.post.id, post: row.post })), pageInfo };
}

/**
 * One tab of /me/list, most recently changed first, keyset paged on
 * (updated_at, post_id). Stories that stopped being readable drop out.
 */
export async function listReadingList(options: {
  db: Database;
  viewer: UserRow;
  type: ReadingListFilter;
  searchQuery?: string | null;
  first?: number | null;
  after?: string | null;
}) {
  const first = pageSize(options.first);
  const cursor = decodeCursor(options.after);
  if (options.type === 'HIGHLIGHTS') return listHighlightedStories({ ...options, first, cursor });
  const rows = await options.db
    .select({ post: posts, at: cursorText(readingList.updatedAt) })
    .from(readingList)
    .innerJoin(posts, eq(posts.id, readingList.postId))
    .innerJoin(users, eq(users.id, posts.creatorId))
    .where(
      and(
        eq(readingList.userId, options.viewer.id),
        stateCondition(options.type),
        isReadablePostSql(),
        searchCondition(options.searchQuery),
        afterCursor(readingList.updatedAt, readingList.postId, cursor),
      ),
    )
    .orderBy(desc(readingList.updatedAt), desc(readingList.postId))
    .limit(first + 1);
  return previewPage(rows, first);
}

/**
 * The HIGHLIGHTS tab: stories the viewer highlighted, whether or not they are
 * on the list, most recently highlighted first. One row per story however many
 * passages were highlighted; keyset paged on (latest highlight, post_id).
 */
async function listHighlightedStories(options: {
  db: Database;
  viewer: UserRow;
  searchQuery?: string | null;
  first: number;
  cursor: KeysetCursor | null;
}) {
  const latest = options.db
    .select({
      postId: quotes.postId,
      at: sql<Date>`max(${quotes.createdAt})`.as('highlighted_at'),
    })
    .from(quotes)
    .where(eq(quotes.userId, options.viewer.id))
    .groupBy(quotes.postId)
    .as('highlighted');
  const rows = await options.db
    .select({ post: posts, at: cursorText(latest.at) })
    .from(latest)
    .innerJoin(posts, eq(posts.id, latest.postId))
    .innerJoin(users, eq(users.id, posts.creatorId))
    .where(
      and(
        isReadablePostSql(),
        searchCondition(options.searchQuery),
        afterCursor(latest.at, latest.postId, options.cursor),
      ),
    )
    .orderBy(desc(latest.at), desc(latest.postId))
    .limit(options.first + 1);
  return previewPage(rows, options.first);
}

/** Saved and archived totals of readable stories, in one statement (search does not narrow them). */
export async function countReadingList(options: { db: Database; viewer: UserRow }) {
  const [row] = await options.db
    .select({
      savedCount: sql<number>`count(*) filter (where ${readingList.state} = 'QUEUE')::int`,
      archivedCount: sql<number>`count(*) filter (where ${readingList.state} = 'ARCHIVE')::int`,
    })
    .from(readingList)
    .innerJoin(posts, eq(posts.id, readingList.postId))
    .innerJoin(users, eq(users.id, posts.creatorId))
    .where(and(eq(readingList.userId, options.viewer.id), isReadablePostSql()));
  return {
    savedCount: Number(row?.savedCount ?? 0),
    archivedCount: Number(row?.archivedCount ?? 0),
  };
}
