import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { userBlocks } from '@server/db/schema/social';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { blockedViewerKey } from '../access';

export function createUserLoaders(db: Database) {
  return {
    userById: new DataLoader<string, UserRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /**
     * Whether a person blocked the viewer (one direction only: the viewer's own
     * blocks do not hide anything from them). One statement per viewer.
     */
    blockedViewer: new DataLoader<string, boolean>(async (keys) => {
      const byViewer = new Map<string, string[]>();
      for (const key of keys) {
        const [viewerId = '', ownerId = ''] = key.split('|');
        byViewer.set(viewerId, [...(byViewer.get(viewerId) ?? []), ownerId]);
      }
      const found = new Set<string>();
      for (const [viewerId, ownerIds] of byViewer) {
        const rows = await db
          .select({ blockerId: userBlocks.blockerId })
          .from(userBlocks)
          .where(and(eq(userBlocks.blockedId, viewerId), inArray(userBlocks.blockerId, ownerIds)));
        for (const row of rows) found.add(blockedViewerKey(viewerId, row.blockerId));
      }
      return keys.map((key) => found.has(key));
    }),
  };
}
