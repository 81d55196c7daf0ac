import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { userBlocks } from '@server/db/schema/social';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { byId, perViewer } from '@server/lib/loaders';

export function createUserLoaders(db: Database, viewer: UserRow | null) {
  return {
    userById: byId((ids) => db.select().from(users).where(inArray(users.id, ids))),
    /**
     * Whether a person blocked the viewer (one direction only: the viewer's own
     * blocks do not hide anything from them).
     */
    blockedViewer: perViewer(viewer?.id, false, async (viewerId, ownerIds) => {
      const rows = await db
        .select({ blockerId: userBlocks.blockerId })
        .from(userBlocks)
        .where(and(eq(userBlocks.blockedId, viewerId), inArray(userBlocks.blockerId, ownerIds)));
      return new Map(rows.map((row) => [row.blockerId, true]));
    }),
  };
}
