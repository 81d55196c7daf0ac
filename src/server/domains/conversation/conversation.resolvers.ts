import type { GraphQLContext } from '@server/graphql/context';
import {
  conversationPostFields,
  conversationTypeResolvers,
  placeQuoteForViewer,
} from './conversation-fields.resolvers';
import { CONVERSATION_TEXTS } from './conversation.texts';
import { createNote, deleteNote, findReadableNote, replyToNote, updateNote } from './notes.service';
import { createQuote, deleteQuote, listUserHighlights, listViewerQuotes } from './quotes.service';
import { hideResponse, unhideResponse } from './responses.service';
import { isProfileHidden } from '../users';
import { requireViewer, requireWriter } from '../access';

type Ctx = GraphQLContext;
type Paging = { first?: number | null; after?: string | null };
type AnchorArgs = { postId: string; paragraphName: string; startOffset: number; endOffset: number };
type HideArgs = { parentPostId: string; postResponseId: string };

const anchorOf = (args: AnchorArgs) => ({
  paragraphName: args.paragraphName,
  startOffset: args.startOffset,
  endOffset: args.endOffset,
});

const queries = {
  viewerQuotes: (_: unknown, args: Paging, ctx: Ctx) =>
    listViewerQuotes({ db: ctx.db, viewer: requireViewer(ctx.viewer), ...args }),
  viewerQuote: async (_: unknown, args: { id: string }, ctx: Ctx) => {
    const quote = await placeQuoteForViewer(args.id, ctx);
    return quote?.row.userId === requireViewer(ctx.viewer).id ? quote : null;
  },
  userHighlights: async (_: unknown, args: Paging & { username: string }, ctx: Ctx) =>
    (await isProfileHidden(ctx, args.username))
      ? { edges: [], pageInfo: { hasNextPage: false, endCursor: null } }
      : listUserHighlights({ db: ctx.db, ...args }),
  note: async (_: unknown, args: { id: string }, ctx: Ctx) => {
    const note = await findReadableNote({ db: ctx.db, viewer: ctx.viewer, noteId: args.id });
    return note ?? { __typename: 'NotFound', message: CONVERSATION_TEXTS.noteNotFound };
  },
};

const mutations = {
  createQuote: (_: unknown, args: AnchorArgs, ctx: Ctx) =>
    createQuote({
      db: ctx.db,
      viewer: requireViewer(ctx.viewer),
      postId: args.postId,
      anchor: anchorOf(args),
    }),
  deleteQuote: (_: unknown, args: { quoteId: string }, ctx: Ctx) =>
    deleteQuote({ db: ctx.db, viewer: requireViewer(ctx.viewer), quoteId: args.quoteId }),
  createNote: (_: unknown, args: AnchorArgs & { content: string }, ctx: Ctx) =>
    createNote({
      db: ctx.db,
      viewer: requireWriter(ctx.viewer),
      postId: args.postId,
      anchor: anchorOf(args),
      content: args.content,
    }),
  updateNote: (_: unknown, args: { noteId: string; content: string }, ctx: Ctx) =>
    updateNote({ db: ctx.db, viewer: requireWriter(ctx.viewer), ...args }),
  deleteNote: (_: unknown, args: { noteId: string }, ctx: Ctx) =>
    deleteNote({ db: ctx.db, viewer: requireViewer(ctx.viewer), noteId: args.noteId }),
  replyToNote: (_: unknown, args: { noteId: string; content: string }, ctx: Ctx) =>
    replyToNote({ db: ctx.db, viewer: requireWriter(ctx.viewer), ...args }),
  hidePostResponseOnParentPost: (_: unknown, args: HideArgs, ctx: Ctx) =>
    hideResponse({ db: ctx.db, viewer: requireViewer(ctx.viewer), ...args }),
  unhidePostResponseOnParentPost: (_: unknown, args: HideArgs, ctx: Ctx) =>
    unhideResponse({ db: ctx.db, viewer: requireViewer(ctx.viewer), ...args }),
};

export const conversationResolvers = {
  Query: queries,
  Mutation: mutations,
  Post: conversationPostFields,
  NoteResult: {
    __resolveType: (value: object) => ('__typename' in value ? String(value.__typename) : 'Note'),
  },
  ...conversationTypeResolvers,
};
