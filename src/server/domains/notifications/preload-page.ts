import type { NoteRow, QuoteRow } from '@server/db/schema/conversation';
import type { PostRow } from '@server/db/schema/posts';
import type { ServiceContext } from '@server/service-context';
import type { NotificationParent } from './notification-model';

const present = (ids: ReadonlyArray<string | null | undefined>) => [
  ...new Set(ids.filter((id): id is string => Boolean(id))),
];

/**
 * Loads everything a page of notifications points at in three fixed waves (at
 * most one statement per kind each), so the fields resolve from the loaders' caches and
 * a page costs the same number of statements whatever its length or timing.
 */
export async function preloadPage(ctx: ServiceContext, page: readonly NotificationParent[]) {
  const [, , quotesLoaded, notesLoaded] = await Promise.all([
    ctx.loaders.userById.loadMany(present(page.flatMap((n) => [n.actorId, ...n.actorIds]))),
    ctx.loaders.postById.loadMany(present(page.flatMap((n) => [n.postId, n.responsePostId]))),
    ctx.loaders.quoteById.loadMany(present(page.map((n) => n.quoteId))),
    ctx.loaders.noteById.loadMany(present(page.map((n) => n.noteId))),
    ctx.loaders.noteReplyById.loadMany(present(page.map((n) => n.noteReplyId))),
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
