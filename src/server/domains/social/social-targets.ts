import { eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { collections } from '@server/db/schema/posts';
import type { CollectionRow } from '@server/db/schema/posts';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { NotFoundError } from '@server/lib/app-errors';
import { entityIdSchema } from './social.policy';
import { SOCIAL_TEXTS } from './social.texts';

/** The user a social mutation targets; an unknown or malformed id is NOT_FOUND. */
export async function requireTargetUser(db: Database, id: string): Promise<UserRow> {
  const parsed = entityIdSchema.safeParse(id);
  const [row] = parsed.success
    ? await db.select().from(users).where(eq(users.id, parsed.data)).limit(1)
    : [];
  if (!row) throw new NotFoundError(SOCIAL_TEXTS.userNotFound);
  return row;
}

export async function requireTargetCollection(db: Database, id: string): Promise<CollectionRow> {
  const parsed = entityIdSchema.safeParse(id);
  const [row] = parsed.success
    ? await db.select().from(collections).where(eq(collections.id, parsed.data)).limit(1)
    : [];
  if (!row) throw new NotFoundError(SOCIAL_TEXTS.collectionNotFound);
  return row;
}

/**
 * Serialises follow and block changes between two people (in either
 * direction) until the transaction ends, so a follow cannot slip in beside a
 * block being made.
 */
export async function lockPair(tx: Database, a: string, b: string): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${low}), hashtext(${high}))`);
}
