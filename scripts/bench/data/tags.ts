import { slugify } from '@server/domains/posts';
import type { Database } from '@server/db/client';
import { TableWriter } from './bulk-insert';
import type { Random } from './random';
import { tagTitles } from './text';

/** Tags, most used first: about one per 50 stories, at least 50 and at most 2,000. */
export async function writeTags(options: {
  db: Database;
  random: Random;
  posts: number;
  anchor: Date;
}): Promise<string[]> {
  const count = Math.min(2000, Math.max(50, Math.round(options.posts / 50)));
  const writer = new TableWriter(options.db, 'tags', {
    slug: 'text',
    display_title: 'text',
    created_at: 'timestamptz',
  });
  const slugs: string[] = [];
  for (const title of tagTitles(options.random, count)) {
    const slug = slugify(title);
    if (slugs.includes(slug)) continue;
    slugs.push(slug);
    await writer.add({
      slug,
      display_title: title,
      created_at: options.anchor.toISOString(),
    });
  }
  await writer.flush();
  return slugs;
}
