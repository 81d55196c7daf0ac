import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/** Whose figures: one story, every story of a writer, or every story of a publication. */
export type StatsScope =
  | { kind: 'story'; postId: string; authorId: string }
  | { kind: 'writer'; userId: string }
  | { kind: 'publication'; collectionId: string };

/** The stories a scope covers, as a condition on `posts p`. */
export function scopeSql(scope: StatsScope): SQL {
  switch (scope.kind) {
    case 'story':
      return sql`p.id = ${scope.postId}`;
    case 'writer':
      return sql`p.creator_id = ${scope.userId} and p.status = 'PUBLISHED'`;
    case 'publication':
      return sql`p.collection_id = ${scope.collectionId} and p.status = 'PUBLISHED' and p.status_for_collection = 'APPROVED'`;
  }
}

/** What a StatsOverview resolves from: the scope whose figures it sums. */
export interface StatsOverviewParent {
  scope: StatsScope;
}
