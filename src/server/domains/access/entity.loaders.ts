import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { isAnyOf, preparedQuery, slot } from '@server/db/prepared-query';
import { noteReplies, notes, quotes } from '@server/db/schema/conversation';
import { collections, posts } from '@server/db/schema/posts';
import { userBlocks } from '@server/db/schema/social';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { byId, perViewer } from '@server/lib/loaders';

/**
 * The things other things name, by id: a person, a story, a publication, a highlight,
 * a private note, a reply. They sit on the bottom floor because every domain above may name one (a
 * notification names a note, a charge its story) and none may reach up into the domain
 * that writes them.
 */
const usersIn = preparedQuery((db) => db.select().from(users).where(isAnyOf(users.id)));
const blockersOfViewer = preparedQuery((db) =>
  db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockedId, slot('viewerId')), isAnyOf(userBlocks.blockerId))),
);
const postsIn = preparedQuery((db) => db.select().from(posts).where(isAnyOf(posts.id)));
const collectionsIn = preparedQuery((db) =>
  db.select().from(collections).where(isAnyOf(collections.id)),
);
const quotesIn = preparedQuery((db) => db.select().from(quotes).where(isAnyOf(quotes.id)));
const notesIn = preparedQuery((db) => db.select().from(notes).where(isAnyOf(notes.id)));
const repliesIn = preparedQuery((db) =>
  db.select().from(noteReplies).where(isAnyOf(noteReplies.id)),
);

export function createEntityLoaders(db: Database, viewer: UserRow | null) {
  return {
    userById: byId((ids) => usersIn(db).execute({ ids })),
    /**
     * Whether a person blocked the viewer (one direction only: the viewer's own
     * blocks do not hide anything from them).
     */
    blockedViewer: perViewer(viewer?.id, false, async (viewerId, ownerIds) => {
      const rows = await blockersOfViewer(db).execute({ viewerId, ids: ownerIds });
      return new Map(rows.map((row) => [row.blockerId, true]));
    }),
    postById: byId((ids) => postsIn(db).execute({ ids })),
    collectionById: byId((ids) => collectionsIn(db).execute({ ids })),
    quoteById: byId((ids) => quotesIn(db).execute({ ids })),
    noteById: byId((ids) => notesIn(db).execute({ ids })),
    noteReplyById: byId((ids) => repliesIn(db).execute({ ids })),
  };
}
