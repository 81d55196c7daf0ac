import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PostContent } from '@shared/content/paragraph-model';
import type { Database } from '@server/db/client';
import { quotes } from '@server/db/schema/conversation';
import type { QuoteRow } from '@server/db/schema/conversation';
import { posts } from '@server/db/schema/posts';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { NotFoundError } from '@server/lib/app-errors';
import { newId } from '@server/lib/ids';
import {
  afterCursor,
  cursorText,
  decodeCursor,
  emptyConnection,
  keysetPage,
  pageSize,
} from '@server/lib/keyset';
import type { Connection } from '@server/lib/keyset';
import { notifyQuote } from '../notifications';
import { placeAnchor } from '@shared/content/anchor-placement';
import type { Anchor, PlacedAnchor } from '@shared/content/anchor-placement';
import { validateAnchor } from './anchor';
import { CONVERSATION_TEXTS } from './conversation.texts';
import { contentForViewer } from './locked-passages';
import { requireActionOnStory } from '../access';

/** A highlight as readers see it: placed in the story's current text. */
export interface QuoteView {
  row: QuoteRow;
  anchor: PlacedAnchor;
}

export const placeQuote = (row: QuoteRow, content: PostContent): QuoteView | null => {
  const anchor = placeAnchor(content, row);
  return anchor ? { row, anchor } : null;
};

export async function createQuote(options: {
  db: Database;
  viewer: UserRow;
  postId: string;
  anchor: Anchor;
}): Promise<QuoteView> {
  const { story: post } = await requireActionOnStory({
    db: options.db,
    viewer: options.viewer,
    action: 'highlight',
    postId: options.postId,
    notFoundMessage: CONVERSATION_TEXTS.postNotFound,
  });
  const readable = await contentForViewer(options.db, post, options.viewer);
  const stored = validateAnchor(readable, options.anchor);
  const row = await inTransaction(options.db, async (tx) => {
    const [inserted] = await tx
      .insert(quotes)
      .values({ id: newId(), postId: post.id, userId: options.viewer.id, ...stored })
      .returning();
    if (inserted) await notifyQuote(tx, inserted, post);
    return inserted;
  });
  const view = row ? placeQuote(row, post.content) : null;
  if (!view) throw new Error('createQuote inserted nothing');
  return view;
}

/** Someone else's highlight is reported exactly like a missing one. */
export async function deleteQuote(options: {
  db: Database;
  viewer: UserRow;
  quoteId: string;
}): Promise<boolean> {
  const deleted = await options.db
    .delete(quotes)
    .where(and(eq(quotes.id, options.quoteId), eq(quotes.userId, options.viewer.id)))
    .returning({ id: quotes.id });
  if (deleted.length === 0) throw new NotFoundError(CONVERSATION_TEXTS.quoteNotFound);
  return true;
}

export type QuoteConnection = Connection<QuoteView>;

/**
 * Highlights newest first, on stories that are live. A highlight whose passage
 * is gone from the story is left out, so a page may hold fewer than `first`.
 */
async function listQuotes(options: {
  db: Database;
  where: SQL;
  first?: number | null;
  after?: string | null;
}): Promise<QuoteConnection> {
  const limit = pageSize(options.first);
  const cursor = decodeCursor(options.after);
  const rows = await options.db
    .select({ quote: quotes, content: posts.content, at: cursorText(quotes.createdAt) })
    .from(quotes)
    .innerJoin(posts, eq(posts.id, quotes.postId))
    .where(
      and(
        options.where,
        eq(posts.status, 'PUBLISHED'),
        isNull(posts.deletedAt),
        isNull(posts.suspendedAt),
        afterCursor(quotes.createdAt, quotes.id, cursor),
      ),
    )
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(limit + 1);
  const { page, pageInfo, cursorOf } = keysetPage(rows, limit, (row) => row.quote.id);
  const edges = page.flatMap((row) => {
    const node = placeQuote(row.quote, row.content);
    return node ? [{ node, cursor: cursorOf(row) }] : [];
  });
  return { edges, pageInfo };
}

export const listViewerQuotes = (options: {
  db: Database;
  viewer: UserRow;
  first?: number | null;
  after?: string | null;
}) => listQuotes({ ...options, where: eq(quotes.userId, options.viewer.id) });

/** The public highlights of /@{username}/highlights: only on public stories. */
export async function listUserHighlights(options: {
  db: Database;
  username: string;
  first?: number | null;
  after?: string | null;
}): Promise<QuoteConnection> {
  const [user] = await options.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${options.username.toLowerCase()}`)
    .limit(1);
  if (!user) return emptyConnection();
  return listQuotes({
    ...options,
    where: and(eq(quotes.userId, user.id), eq(posts.visibility, 'PUBLIC'))!,
  });
}
