import DataLoader from 'dataloader';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { noteReplies, notes, quotes } from '@server/db/schema/conversation';
import type { NoteReplyRow, NoteRow, QuoteRow } from '@server/db/schema/conversation';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import { groupBy, loadResponsePages } from './responses.queries';
import type { ResponsePageKey, ResponsePageRows } from './responses.queries';

/** A passage several readers highlighted, with how many readers other than the viewer. */
interface QuoteGroup extends QuoteRow {
  otherReaders: number;
  totalReaders: number;
}

// Passages ranked per story; a few spares in case the best one no longer fits the text.
const TOP_CANDIDATES = 5;

const viewerKey = (key: { postId: string; viewerId: string }) => `${key.postId}|${key.viewerId}`;

async function loadQuoteGroups(db: Database, postIds: string[], viewerId: string) {
  const others = sql`count(distinct ${quotes.userId}) filter (where ${quotes.userId} <> ${viewerId})`;
  const ranked = db
    .select({
      postId: quotes.postId,
      paragraphName: quotes.paragraphName,
      startOffset: quotes.startOffset,
      endOffset: quotes.endOffset,
      id: sql<string>`min(${quotes.id})`.as('id'),
      paragraphText: sql<string>`max(${quotes.paragraphText})`.as('paragraph_text'),
      paragraphType: sql<string>`max(${quotes.paragraphType})`.as('paragraph_type'),
      createdAt: sql<string>`min(${quotes.createdAt})`.as('created_at'),
      otherReaders: sql<number>`${others}`.mapWith(Number).as('other_readers'),
      totalReaders: sql<number>`count(distinct ${quotes.userId})`.mapWith(Number).as('readers'),
      rank: sql<number>`row_number() over (partition by ${quotes.postId} order by ${others} desc, min(${quotes.createdAt}))`.as(
        'rank',
      ),
    })
    .from(quotes)
    .where(inArray(quotes.postId, postIds))
    .groupBy(quotes.postId, quotes.paragraphName, quotes.startOffset, quotes.endOffset)
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${TOP_CANDIDATES}`)
    .orderBy(asc(ranked.rank));
  return rows.map((row): QuoteGroup => ({
    ...row,
    userId: '',
    createdAt: new Date(row.createdAt),
  }));
}

/** Batches keys that share a viewer (in practice all of them) into one query. */
function perViewer<V>(load: (postIds: string[], viewerId: string) => Promise<Map<string, V>>) {
  return new DataLoader<{ postId: string; viewerId: string }, V | undefined, string>(
    async (keys) => {
      const results = new Map<string, V | undefined>();
      for (const [viewerId, group] of groupBy(keys, (key) => key.viewerId)) {
        const found = await load([...new Set(group.map((key) => key.postId))], viewerId);
        for (const key of group) results.set(viewerKey(key), found.get(key.postId));
      }
      return keys.map((key) => results.get(viewerKey(key)));
    },
    { cacheKeyFn: viewerKey },
  );
}

export function createConversationLoaders(db: Database) {
  return {
    postById: new DataLoader<string, PostRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(posts)
        .where(inArray(posts.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** A highlight by id: the passage a response quotes. */
    quoteById: new DataLoader<string, QuoteRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(quotes)
        .where(inArray(quotes.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** The viewer's own highlights on a story, oldest first. */
    viewerQuotesByPostId: perViewer(async (postIds, viewerId) => {
      const rows = await db
        .select()
        .from(quotes)
        .where(and(inArray(quotes.postId, postIds), eq(quotes.userId, viewerId)))
        .orderBy(asc(quotes.createdAt));
      return groupBy(rows, (row) => row.postId);
    }),
    quoteGroupsByPostId: perViewer(async (postIds, viewerId) =>
      groupBy(await loadQuoteGroups(db, postIds, viewerId), (row) => row.postId),
    ),
    /** Every live note on a story; the resolver keeps those the viewer may read. */
    notesByPostId: new DataLoader<string, NoteRow[]>(async (postIds) => {
      const rows = await db
        .select()
        .from(notes)
        .where(and(inArray(notes.postId, [...postIds]), isNull(notes.deletedAt)))
        .orderBy(asc(notes.createdAt), asc(notes.id));
      const byPost = groupBy(rows, (row) => row.postId);
      return postIds.map((id) => byPost.get(id) ?? []);
    }),
    repliesByNoteId: new DataLoader<string, NoteReplyRow[]>(async (noteIds) => {
      const rows = await db
        .select()
        .from(noteReplies)
        .where(inArray(noteReplies.noteId, [...noteIds]))
        .orderBy(asc(noteReplies.createdAt), asc(noteReplies.id));
      const byNote = groupBy(rows, (row) => row.noteId);
      return noteIds.map((id) => byNote.get(id) ?? []);
    }),
    responsePage: new DataLoader<ResponsePageKey, ResponsePageRows, string>(
      (keys) => loadResponsePages(db, keys),
      { cacheKeyFn: (key) => JSON.stringify(key) },
    ),
  };
}
