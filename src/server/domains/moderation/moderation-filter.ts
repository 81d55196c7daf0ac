import { and, isNull, sql } from 'drizzle-orm';
import { posts } from '@server/db/schema/posts';
import { users } from '@server/db/schema/users';

/**
 * Public lists leave out suspended stories and every story of a suspended
 * account (the story page answers PostSuspended / AccountSuspended instead).
 */
export const notSuspended = and(
  isNull(posts.suspendedAt),
  sql`not exists (select 1 from ${users} where ${users.id} = ${posts.creatorId} and ${users.isSuspended})`,
);
