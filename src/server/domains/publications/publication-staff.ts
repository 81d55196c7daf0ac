import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { collectionInvitations } from '@server/db/schema/publications';

/** A publication's open invitations, newest first (its staff's settings list). */
export const listInvitations = (db: Database, collectionId: string) =>
  db
    .select()
    .from(collectionInvitations)
    .where(
      and(
        eq(collectionInvitations.collectionId, collectionId),
        eq(collectionInvitations.state, 'PENDING'),
      ),
    )
    .orderBy(desc(collectionInvitations.createdAt), desc(collectionInvitations.id))
    .limit(100);
