import type { NoteReplyRow } from '@server/db/schema/conversation';
import type { PostRow } from '@server/db/schema/posts';
import type { GraphQLContext } from '@server/graphql/context';
import { NotFoundError } from '@server/lib/app-errors';
import { canReadNote, parentNamedTo, readableStory } from '../access';
import type { PlacedAnchor } from '@shared/content/anchor-placement';
import { isHiddenByBlock } from './conversation.policy';
import { readableContent } from './locked-passages';
import { placeNote } from './notes.service';
import type { NoteView } from './notes.service';
import { placeQuote } from './quotes.service';
import type { QuoteView } from './quotes.service';
import { pageSize } from '@server/lib/keyset';

/** Field resolvers of Post (conversation fields), Quote, Note, NoteReply and responses. */

// A top highlight needs two readers in all, at least one of them not the viewer.
const TOP_HIGHLIGHT_MIN_READERS = 2;

type Ctx = GraphQLContext;
type TopQuote = QuoteView & { readerCount?: number };

const anchorFields = (anchor: PlacedAnchor) => ({
  paragraphName: anchor.paragraphName,
  startOffset: anchor.startOffset,
  endOffset: anchor.endOffset,
  paragraphs: [
    { name: anchor.paragraph.name, type: anchor.paragraph.type, text: anchor.paragraph.text },
  ],
  quoteText: anchor.paragraph.text.slice(anchor.startOffset, anchor.endOffset),
});

const loadUser = async (id: string, ctx: Ctx) => {
  const user = await ctx.loaders.userById.load(id);
  if (!user) throw new NotFoundError('User not found.');
  return user;
};

async function viewerHighlights(post: PostRow, _: unknown, ctx: Ctx): Promise<QuoteView[]> {
  if (!ctx.viewer) return [];
  const [rows, content] = await Promise.all([
    ctx.loaders.viewerQuotesByPostId.load(post.id),
    // Past the meter, even the viewer's own earlier highlights stay within the opening.
    readableContent(post, ctx.loaders.readerMeter),
  ]);
  return rows.flatMap((row) => placeQuote(row, content) ?? []);
}

async function topHighlight(post: PostRow, _: unknown, ctx: Ctx): Promise<TopQuote | null> {
  const groups = await ctx.loaders.quoteGroupsByPostId.load(post.id);
  // Readers of a member-only story's opening never see a passage past it.
  const content = await readableContent(post, ctx.loaders.readerMeter);
  for (const group of groups) {
    if (group.totalReaders < TOP_HIGHLIGHT_MIN_READERS || group.otherReaders < 1) continue;
    const placed = placeQuote(group, content);
    if (placed) return { ...placed, readerCount: group.otherReaders };
  }
  return null;
}

async function privateNotes(post: PostRow, _: unknown, ctx: Ctx): Promise<NoteView[]> {
  if (!ctx.viewer) return [];
  const [rows, collection] = await Promise.all([
    ctx.loaders.notesByPostId.load(post.id),
    post.collectionId ? ctx.loaders.collectionById.load(post.collectionId) : null,
  ]);
  const memberRole = (id: string) => ctx.loaders.viewerMemberRole.load(id);
  const readable = await Promise.all(
    rows.map((note) => canReadNote(note, post, collection, ctx.viewer, memberRole)),
  );
  return rows.filter((_, index) => readable[index]).flatMap((note) => placeNote(note, post) ?? []);
}

/** A highlight placed in its story as the viewer may read it now; null once either is gone. */
export async function placeQuoteForViewer(quoteId: string, ctx: Ctx): Promise<QuoteView | null> {
  const row = await ctx.loaders.quoteById.load(quoteId);
  const post = row ? await readablePost(row.postId, ctx) : null;
  if (!row || !post) return null;
  // A passage past a member-only story's opening stays hidden from non-members.
  const content = await readableContent(post, ctx.loaders.readerMeter);
  return placeQuote(row, content);
}

const inResponseToQuote = (post: PostRow, _: unknown, ctx: Ctx) =>
  post.inResponseToQuoteId ? placeQuoteForViewer(post.inResponseToQuoteId, ctx) : null;

export const conversationPostFields = {
  // The access room decides: an unlisted story is named only to its author and the responder.
  inResponseToPost: (post: PostRow, _: unknown, ctx: Ctx) =>
    parentNamedTo(post, ctx.viewer, ctx.loaders),
  inResponseToQuote,
  viewerHighlights,
  highlights: viewerHighlights,
  topHighlight,
  privateNotes,
  postResponses: (post: PostRow) => ({ post }),
};

type ResponsesParent = { post: PostRow };

async function responsesConnection(
  parent: ResponsesParent,
  args: { limit?: number | null; to?: string | null },
  ctx: Ctx,
) {
  const limit = pageSize(args.limit);
  const page = await ctx.loaders.responsePage.load({
    parentId: parent.post.id,
    limit,
    to: args.to ?? null,
    viewerId: ctx.viewer?.id ?? '',
  });
  const viewerId = ctx.viewer?.id ?? null;
  const hidden = await Promise.all(
    page.items.map((item) =>
      isHiddenByBlock(ctx.loaders.blockBetween, viewerId, item.post.creatorId),
    ),
  );
  return {
    items: page.items.filter((_, index) => !hidden[index]),
    pagingInfo: { next: page.next ? { limit, to: page.next } : null },
  };
}

/** The story a highlight or note is on, when the viewer may still read it (the access room's rule). */
const readablePost = (postId: string, ctx: Ctx) => readableStory(postId, ctx.viewer, ctx.loaders);

export const conversationTypeResolvers = {
  PostResponses: {
    // post_stats, kept exact in the writing transactions (response-stats.ts), so cards share it.
    count: async (parent: ResponsesParent, _: unknown, ctx: Ctx) =>
      (await ctx.loaders.postStatsByPostId.load(parent.post.id)).responseCount,
    responsesConnection,
  },
  ResponseItem: {
    itemType: (item: { post: PostRow }) =>
      item.post.title.trim() === '' ? 'SIMPLE_RESPONSE' : 'STORY_RESPONSE',
    postId: (item: { post: PostRow }) => item.post.id,
  },
  Quote: {
    id: (quote: TopQuote) => quote.row.id,
    postId: (quote: TopQuote) => quote.row.postId,
    post: (quote: TopQuote, _: unknown, ctx: Ctx) => readablePost(quote.row.postId, ctx),
    user: (quote: TopQuote, _: unknown, ctx: Ctx) =>
      quote.row.userId ? loadUser(quote.row.userId, ctx) : null,
    paragraphName: (quote: TopQuote) => quote.anchor.paragraphName,
    startOffset: (quote: TopQuote) => quote.anchor.startOffset,
    endOffset: (quote: TopQuote) => quote.anchor.endOffset,
    paragraphs: (quote: TopQuote) => anchorFields(quote.anchor).paragraphs,
    quoteText: (quote: TopQuote) => anchorFields(quote.anchor).quoteText,
    readerCount: (quote: TopQuote) => quote.readerCount ?? null,
    createdAt: (quote: TopQuote) => quote.row.createdAt,
  },
  Note: {
    id: (note: NoteView) => note.row.id,
    postId: (note: NoteView) => note.row.postId,
    post: (note: NoteView, _: unknown, ctx: Ctx) => readablePost(note.row.postId, ctx),
    author: (note: NoteView, _: unknown, ctx: Ctx) => loadUser(note.row.authorId, ctx),
    paragraphName: (note: NoteView) => note.anchor.paragraphName,
    startOffset: (note: NoteView) => note.anchor.startOffset,
    endOffset: (note: NoteView) => note.anchor.endOffset,
    paragraphs: (note: NoteView) => anchorFields(note.anchor).paragraphs,
    quoteText: (note: NoteView) => anchorFields(note.anchor).quoteText,
    content: (note: NoteView) => note.row.content,
    createdAt: (note: NoteView) => note.row.createdAt,
    updatedAt: (note: NoteView) => note.row.updatedAt,
    // Every Note object handed out has passed the visibility check.
    replies: (note: NoteView, _: unknown, ctx: Ctx) =>
      ctx.loaders.repliesByNoteId.load(note.row.id),
  },
  NoteReply: {
    author: (reply: NoteReplyRow, _: unknown, ctx: Ctx) => loadUser(reply.authorId, ctx),
  },
};
