import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { noteReplies, notes, quotes } from '@server/db/schema/conversation';
import type { NoteReplyRow, NoteRow, QuoteRow } from '@server/db/schema/conversation';
import type { PostRow } from '@server/db/schema/posts';
import type { ServiceContext } from '@server/service-context';
import type { NotificationParent } from './notification-model';

function byId<Row extends { id: string }>(load: (ids: string[]) => Promise<Row[]>) {
  return new DataLoader<string, Row | null>(async (ids) => {
    const rows = await load([...ids]);
    const found = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => found.get(id) ?? null);
  });
}

function createNotificationLoaders(db: Database) {
  return {
    quoteById: byId<QuoteRow>((ids) => db.select().from(quotes).where(inArray(quotes.id, ids))),
    noteById: byId<NoteRow>((ids) => db.select().from(notes).where(inArray(notes.id, ids))),
    noteReplyById: byId<NoteReplyRow>((ids) =>
      db.select().from(noteReplies).where(inArray(noteReplies.id, ids)),
    ),
  };
}

type NotificationLoaders = ReturnType<typeof createNotificationLoaders>;
const perRequest = new WeakMap<ServiceContext, NotificationLoaders>();

/** This request's loaders for what notifications point at (made on first use). */
export function notificationLoaders(ctx: ServiceContext): NotificationLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = createNotificationLoaders(ctx.db);
    perRequest.set(ctx, loaders);
  }
  return loaders;
}

const present = (ids: ReadonlyArray<string | null | undefined>) => [
  ...new Set(ids.filter((id): id is string => Boolean(id))),
];

/**
 * Loads everything a page of notifications points at in three fixed waves (at
 * most one statement per kind each), so the fields resolve from the loaders' caches and
 * a page costs the same number of statements whatever its length or timing.
 */
export async function preloadPage(ctx: ServiceContext, page: readonly NotificationParent[]) {
  const own = notificationLoaders(ctx);
  const [, , quotesLoaded, notesLoaded] = await Promise.all([
    ctx.loaders.userById.loadMany(present(page.flatMap((n) => [n.actorId, ...n.actorIds]))),
    ctx.loaders.postById.loadMany(present(page.flatMap((n) => [n.postId, n.responsePostId]))),
    own.quoteById.loadMany(present(page.map((n) => n.quoteId))),
    own.noteById.loadMany(present(page.map((n) => n.noteId))),
    own.noteReplyById.loadMany(present(page.map((n) => n.noteReplyId))),
  ]);
  const rows = [...quotesLoaded, ...notesLoaded].filter(
    (row): row is QuoteRow | NoteRow => Boolean(row) && !(row instanceof Error),
  );
  const posts = (
    await ctx.loaders.postById.loadMany(
      present([
        ...page.flatMap((n) => [n.postId, n.responsePostId]),
        ...rows.map((row) => row.postId),
      ]),
    )
  ).filter((post): post is PostRow => Boolean(post) && !(post instanceof Error));
  // Story links need each story's writer and publication.
  await Promise.all([
    ctx.loaders.userById.loadMany(present(posts.map((post) => post.creatorId))),
    ctx.loaders.collectionById.loadMany(
      present([...page.map((n) => n.collectionId), ...posts.map((post) => post.collectionId)]),
    ),
  ]);
}
