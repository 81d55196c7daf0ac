import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { isAnyOf, preparedQuery, slot } from '@server/db/prepared-query';
import { userBlocks } from '@server/db/schema/social';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { byId, perViewer } from '@server/lib/loaders';

const usersIn = preparedQuery((db) => db.select().from(users).where(isAnyOf(users.id)));

const blockersOfViewer = preparedQuery((db) =>
  db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockedId, slot('viewerId')), isAnyOf(userBlocks.blockerId))),
);

export function createUserLoaders(db: Database, viewer: UserRow | null) {
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
  };
}
