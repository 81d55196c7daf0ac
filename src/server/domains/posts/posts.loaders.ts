import DataLoader from 'dataloader';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { collections, postTags, tags } from '@server/db/schema/posts';
import type { CollectionRow, TagRow } from '@server/db/schema/posts';

export function createPostLoaders(db: Database) {
  return {
    collectionById: new DataLoader<string, CollectionRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(collections)
        .where(inArray(collections.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    tagsByPostId: new DataLoader<string, TagRow[]>(async (postIds) => {
      const rows = await db
        .select({ postId: postTags.postId, tag: tags })
        .from(postTags)
        .innerJoin(tags, eq(tags.slug, postTags.tagSlug))
        .where(inArray(postTags.postId, [...postIds]))
        .orderBy(asc(postTags.position));
      const byPost = new Map<string, TagRow[]>();
      for (const row of rows) {
        const list = byPost.get(row.postId) ?? [];
        list.push(row.tag);
        byPost.set(row.postId, list);
      }
      return postIds.map((id) => byPost.get(id) ?? []);
    }),
  };
}
