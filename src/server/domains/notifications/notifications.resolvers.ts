import type { GraphQLContext } from '@server/graphql/context';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { placeAnchor } from '@shared/content/anchor-placement';
import type { NotificationParent } from './notification-model';
import { preloadPage } from './preload-page';
import {
  listNotifications,
  markActivityViewed,
  unreadNotificationCount,
} from './notifications.service';
import { canReadNote, readableStory, requireViewer } from '../access';

type Ctx = GraphQLContext;

const loadUser = (id: string | null, ctx: Ctx) => (id ? ctx.loaders.userById.load(id) : null);

/** A story the viewer may read (the access room's rule), else null. */
const readablePost = (id: string | null, ctx: Ctx) => readableStory(id, ctx.viewer, ctx.loaders);

/** The note, while it exists and the viewer may read it. */
async function readableNote(n: NotificationParent, ctx: Ctx) {
  if (!n.noteId) return null;
  const note = await ctx.loaders.noteById.load(n.noteId);
  if (!note || note.deletedAt) return null;
  const post = await ctx.loaders.postById.load(note.postId);
  if (!post || post.deletedAt) return null;
  const collection = post.collectionId
    ? await ctx.loaders.collectionById.load(post.collectionId)
    : null;
  const readable = await canReadNote(note, post, collection, ctx.viewer, (id) =>
    ctx.loaders.viewerMemberRole.load(id),
  );
  return readable ? note : null;
}

/** The highlight placed in the story's current text; null once removed or no longer there. */
async function placedQuote(n: NotificationParent, ctx: Ctx) {
  if (!n.quoteId) return null;
  const quote = await ctx.loaders.quoteById.load(n.quoteId);
  if (!quote) return null;
  const post = await readablePost(quote.postId, ctx);
  const anchor = post ? placeAnchor(post.content, quote) : null;
  if (!anchor) return null;
  return {
    id: quote.id,
    startOffset: anchor.startOffset,
    endOffset: anchor.endOffset,
    paragraphs: [
      { name: anchor.paragraph.name, type: anchor.paragraph.type, text: anchor.paragraph.text },
    ],
    quoteParagraphPreview: anchor.paragraph.text.slice(anchor.startOffset, anchor.endOffset),
  };
}

/** Notifications: the bell's count, the list, and marking them seen. Viewer-only. */
export const notificationsResolvers: Resolvers = {
  Query: {
    notificationStatus: async (_, __, ctx) => ({
      unreadNotificationCount: await unreadNotificationCount(ctx.db, requireViewer(ctx.viewer).id),
    }),
    notificationsConnection: async (_, args, ctx) => {
      const page = await listNotifications({
        db: ctx.db,
        viewerId: requireViewer(ctx.viewer).id,
        pagingOptions: args.pagingOptions,
        activityType: args.activityType,
      });
      await preloadPage(ctx, page.notifications);
      return page;
    },
  },
  Mutation: {
    updateActivityLastViewed: (_, __, ctx) =>
      markActivityViewed(ctx.db, requireViewer(ctx.viewer).id),
  },
  Notification: {
    notificationType: (n) => (n.isRollup ? `${n.type}_rollup` : n.type),
    occurredAt: (n) => n.occurredAt,
    actor: (n, _, ctx) => loadUser(n.actorId, ctx),
    collection: (n, _, ctx) =>
      n.collectionId ? ctx.loaders.collectionById.load(n.collectionId) : null,
    post: (n, _, ctx) => readablePost(n.postId, ctx),
    responsePost: (n, _, ctx) => readablePost(n.responsePostId, ctx),
    note: async (n, _, ctx) => {
      const note = await readableNote(n, ctx);
      return note ? { id: note.id, content: note.content } : null;
    },
    noteReply: async (n, _, ctx) => {
      if (!n.noteReplyId || !(await readableNote(n, ctx))) return null;
      const reply = await ctx.loaders.noteReplyById.load(n.noteReplyId);
      return reply ? { id: reply.id, content: reply.content } : null;
    },
    quote: (n, _, ctx) => placedQuote(n, ctx),
    milestoneArg: (n) => n.milestone,
    rollupItems: (n) => (n.isRollup ? n.actorIds.map((actorId) => ({ actorId })) : []),
    rollupOthersCount: (n) => (n.isRollup ? n.actorCount - 1 : 0),
  },
  NotificationRollupItem: {
    actor: (item, _, ctx) => ctx.loaders.userById.load(item.actorId),
  },
};
