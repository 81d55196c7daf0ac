import { asc, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { isAnyOf, preparedQuery } from '@server/db/prepared-query';
import { collectionMembers, newsletters } from '@server/db/schema/publications';
import type { NewsletterRow } from '@server/db/schema/publications';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { byKey, manyBy } from '@server/lib/loaders';
import type { MemberRole } from '@shared/content/publication-roles';
import { createPublicationCountLoaders } from './publication-counts.loaders';

export interface MemberWithUser {
  collectionId: string;
  user: UserRow;
  role: MemberRole;
}

const membersOf = preparedQuery((db) =>
  db
    .select({
      collectionId: collectionMembers.collectionId,
      user: users,
      role: collectionMembers.role,
    })
    .from(collectionMembers)
    .innerJoin(users, eq(users.id, collectionMembers.userId))
    .where(isAnyOf(collectionMembers.collectionId))
    .orderBy(asc(collectionMembers.createdAt)),
);
const newslettersOf = preparedQuery((db) =>
  db.select().from(newsletters).where(isAnyOf(newsletters.collectionId)),
);

/** Per-request loaders of publications' staff: one statement for every publication on a page. */
export function createPublicationLoaders(db: Database) {
  return {
    ...createPublicationCountLoaders(db),
    /** Each publication's editors and writers, longest-serving first. */
    membersByCollectionId: manyBy<MemberWithUser>(
      (ids) => membersOf(db).execute({ ids }),
      (row) => row.collectionId,
    ),
    /** Each publication's newsletter (it has at most one), or null: a list of publications' menus asks once. */
    newsletterByCollectionId: byKey<NewsletterRow | null>(async (ids) => {
      const rows = await newslettersOf(db).execute({ ids });
      return new Map(rows.map((row) => [row.collectionId, row]));
    }, null),
  };
}
