import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import type { UserRow } from '../../db/schema/users';

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
  };
}
