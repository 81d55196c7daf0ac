import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { userBlocks } from '@server/db/schema/social';
import { users } from '@server/db/schema/users';

/**
 * The people a list (search, directories) may name to this viewer: not
 * suspended, and not someone who blocked the viewer.
 */
export const personListedToViewerSql = (viewerId: string | null): SQL =>
  and(
    eq(users.isSuspended, false),
    viewerId
      ? sql`not exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${users.id} and ${userBlocks.blockedId} = ${viewerId})`
      : undefined,
  ) as SQL;
