import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { quotes } from '@server/db/schema/conversation';
import type { NoteReplyRow, NoteRow, QuoteRow } from '@server/db/schema/conversation';
import { collections, posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import { mentionedUserIds } from './mentions';
import { notify } from './notify.service';

/**
 * A reader highlighted a passage: the writer hears of it (quote, grouped per
 * story), and readers who had highlighted an overlapping passage of the same
 * paragraph hear that someone piled onto it (highlight_was_piled_onto).
 */
export async function notifyQuote(tx: Database, quote: QuoteRow, post: PostRow): Promise<void> {
  await notify(tx, {
    type: 'quote',
    actorId: quote.userId,
    recipients: [post.creatorId],
    subject: { postId: post.id, quoteId: quote.id },
    subjectKey: post.id,
  });
  const earlier = await tx
    .selectDistinct({ userId: quotes.userId })
    .from(quotes)
    .where(
      and(
        eq(quotes.postId, post.id),
        eq(quotes.paragraphName, quote.paragraphName),
        lt(quotes.startOffset, quote.endOffset),
        gt(quotes.endOffset, quote.startOffset),
        ne(quotes.userId, quote.userId),
        ne(quotes.userId, post.creatorId),
      ),
    )
    .limit(1000);
  await notify(tx, {
    type: 'highlight_was_piled_onto',
    actorId: quote.userId,
    recipients: earlier.map((row) => row.userId),
    subject: { postId: post.id, quoteId: quote.id },
    subjectKey: post.id,
  });
}

/** Who may read a story's private notes besides their writer: its author and publication editor. */
async function storySide(tx: Database, post: PostRow): Promise<string[]> {
  if (!post.collectionId) return [post.creatorId];
  const [collection] = await tx
    .select({ creatorId: collections.creatorId })
    .from(collections)
    .where(eq(collections.id, post.collectionId));
  return collection ? [post.creatorId, collection.creatorId] : [post.creatorId];
}

/**
 * People @mentioned in a private note hear of it only when they may read the
 * note anyway (the story's side): a mention must not reveal a private note.
 */
async function mentionedReaders(tx: Database, post: PostRow, text: string, exclude: string[]) {
  const mentioned = await mentionedUserIds(tx, [text]);
  if (mentioned.length === 0) return [];
  const readers = new Set(await storySide(tx, post));
  return mentioned.filter((id) => readers.has(id) && !exclude.includes(id));
}

/** Story-side readers a note mentions, other than the story's writer; one mention per note. */
async function notifyNoteMentions(
  tx: Database,
  note: NoteRow,
  post: PostRow,
  type: 'mention_in_note' | 'mention_in_note_update',
) {
  await notify(tx, {
    type,
    keyType: 'mention_in_note',
    actorId: note.authorId,
    recipients: await mentionedReaders(tx, post, note.content, [post.creatorId]),
    subject: { postId: post.id, noteId: note.id },
    subjectKey: note.id,
  });
}

/** A new private note: the writer of the story hears of it (post_noted), and anyone mentioned. */
export async function notifyNoteCreated(tx: Database, note: NoteRow, post: PostRow) {
  await notify(tx, {
    type: 'post_noted',
    actorId: note.authorId,
    recipients: [post.creatorId],
    subject: { postId: post.id, noteId: note.id },
    subjectKey: note.id,
  });
  await notifyNoteMentions(tx, note, post, 'mention_in_note');
}

/** An edited note: people newly mentioned hear of it (mention_in_note_update), once per note. */
export async function notifyNoteUpdated(tx: Database, note: NoteRow, post: PostRow) {
  await notifyNoteMentions(tx, note, post, 'mention_in_note_update');
}

/**
 * A reply in a note's conversation: when the story's side answers, the note's
 * writer hears of it (note_replied); when the note's writer answers, the story's
 * writer does (post_note_replied). Other story-side readers mentioned hear of it too.
 */
export async function notifyNoteReply(
  tx: Database,
  reply: NoteReplyRow,
  note: NoteRow,
  post: PostRow,
) {
  const byNoteWriter = reply.authorId === note.authorId;
  const recipient = byNoteWriter ? post.creatorId : note.authorId;
  await notify(tx, {
    type: byNoteWriter ? 'post_note_replied' : 'note_replied',
    actorId: reply.authorId,
    recipients: [recipient],
    subject: { postId: post.id, noteId: note.id, noteReplyId: reply.id },
    subjectKey: reply.id,
  });
  await notify(tx, {
    type: 'mention_in_note_reply',
    actorId: reply.authorId,
    recipients: await mentionedReaders(tx, post, reply.content, [recipient]),
    subject: { postId: post.id, noteId: note.id, noteReplyId: reply.id },
    subjectKey: reply.id,
  });
}

/** The story a response answers: its writer hears of the response (response_created). */
export async function notifyResponse(tx: Database, response: PostRow): Promise<void> {
  if (!response.inResponseToPostId) return;
  const [parent] = await tx
    .select({ id: posts.id, creatorId: posts.creatorId })
    .from(posts)
    .where(eq(posts.id, response.inResponseToPostId));
  if (!parent) return;
  await notify(tx, {
    type: 'response_created',
    actorId: response.creatorId,
    recipients: [parent.creatorId],
    subject: {
      postId: parent.id,
      responsePostId: response.id,
      quoteId: response.inResponseToQuoteId,
    },
    subjectKey: response.id,
  });
}
