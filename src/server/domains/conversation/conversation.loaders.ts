import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { isAnyOf, preparedQuery, slot } from '@server/db/prepared-query';
import { noteReplies, notes, quotes } from '@server/db/schema/conversation';
import type { QuoteRow } from '@server/db/schema/conversation';
import type { UserRow } from '@server/db/schema/users';
import { batched, groupBy, manyBy, perViewer } from '@server/lib/loaders';
import { loadResponsePages } from './responses.queries';
import type { ResponsePageKey, ResponsePageRows } from './responses.queries';

/** A passage several readers highlighted, with how many readers other than the viewer. */
interface QuoteGroup extends QuoteRow {
  otherReaders: number;
  totalReaders: number;
}

// Passages ranked per story; a few spares in case the best one no longer fits the text.
const TOP_CANDIDATES = 5;

const quoteGroups = preparedQuery((db) => {
  const others = sql`count(distinct ${quotes.userId}) filter (where ${quotes.userId} <> ${slot('viewerId')})`;
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
    .where(isAnyOf(quotes.postId))
    .groupBy(quotes.postId, quotes.paragraphName, quotes.startOffset, quotes.endOffset)
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${TOP_CANDIDATES}`)
    .orderBy(asc(ranked.rank));
});

const viewerQuotesOn = preparedQuery((db) =>
  db
    .select()
    .from(quotes)
    .where(and(isAnyOf(quotes.postId), eq(quotes.userId, slot('viewerId'))))
    .orderBy(asc(quotes.createdAt)),
);
const liveNotesOn = preparedQuery((db) =>
  db
    .select()
    .from(notes)
    .where(and(isAnyOf(notes.postId), isNull(notes.deletedAt)))
    .orderBy(asc(notes.createdAt), asc(notes.id)),
);
const repliesTo = preparedQuery((db) =>
  db
    .select()
    .from(noteReplies)
    .where(isAnyOf(noteReplies.noteId))
    .orderBy(asc(noteReplies.createdAt), asc(noteReplies.id)),
);

async function loadQuoteGroups(db: Database, postIds: string[], viewerId: string) {
  const rows = await quoteGroups(db).execute({ ids: postIds, viewerId });
  return rows.map((row): QuoteGroup => ({
    ...row,
    userId: '',
    createdAt: new Date(row.createdAt),
  }));
}

export function createConversationLoaders(db: Database, viewer: UserRow | null) {
  return {
    /** A highlight by id: the passage a response quotes or a notification names. */
    /** The viewer's own highlights on a story, oldest first. */
    viewerQuotesByPostId: perViewer<QuoteRow[]>(viewer?.id, [], async (viewerId, postIds) => {
      const rows = await viewerQuotesOn(db).execute({ ids: postIds, viewerId });
      return groupBy(rows, (row) => row.postId);
    }),
    /** The most highlighted passages of a story, counted apart from the viewer's own. */
    quoteGroupsByPostId: manyBy(
      (postIds) => loadQuoteGroups(db, postIds, viewer?.id ?? ''),
      (group) => group.postId,
    ),
    /** Every live note on a story; the resolver keeps those the viewer may read. */
    notesByPostId: manyBy(
      (postIds) => liveNotesOn(db).execute({ ids: postIds }),
      (note) => note.postId,
    ),
    repliesByNoteId: manyBy(
      (noteIds) => repliesTo(db).execute({ ids: noteIds }),
      (reply) => reply.noteId,
    ),
    responsePage: batched<ResponsePageKey, ResponsePageRows>(
      (keys) => loadResponsePages(db, keys),
      (key) => JSON.stringify(key),
    ),
  };
}
