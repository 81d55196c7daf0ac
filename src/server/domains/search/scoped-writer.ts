import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { personListedToViewerSql } from '../access';

/** The writer a scoped search names, when this viewer may see them at all. */
export async function findListedWriter(
  db: Database,
  username: string,
  viewerId: string | null,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.username})`, username.slice(0, 100).toLowerCase()),
        personListedToViewerSql(viewerId),
      ),
    );
  return row ?? null;
}
