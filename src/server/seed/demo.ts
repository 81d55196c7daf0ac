import { count } from 'drizzle-orm';
import { inTransaction } from '@server/db/transaction';
import { computeReadingTime } from '@shared/content/paragraph-model';
import type { Database } from '../db/client';
import { collections, postTags, posts, tags } from '../db/schema/posts';
import { collectionMembers, collectionNavItems, collectionPins } from '../db/schema/publications';
import { tagFollows } from '../db/schema/search';
import { users } from '../db/schema/users';
import { newId, newToken } from '../lib/ids';
import { slugify } from '../domains/posts';
import { writeDemoArt } from './demo-art';
import { DEMO_STORIES } from './demo-stories';
import { seedDemoTopics } from './demo-topics';

const DEMO_WRITERS = [
  {
    username: 'ada',
    name: 'Ada Quill',
    bio: 'Writes about writing. Editor of Field Notes.',
    member: true,
  },
  {
    username: 'grace',
    name: 'Grace Hollis',
    bio: 'Engineer, debugger, occasional essayist.',
    member: false,
  },
  { username: 'linus', name: 'Linus Mare', bio: 'Sailor and slow traveller.', member: false },
];

/** The demo site's writers, named at start-up when it is created. */
export const DEMO_USERNAMES = DEMO_WRITERS.map((writer) => writer.username);

const TAG_TITLES: Record<string, string> = {
  writing: 'Writing',
  craft: 'Craft',
  programming: 'Programming',
  'software-engineering': 'Software Engineering',
  productivity: 'Productivity',
  life: 'Life',
  travel: 'Travel',
};

/** Fills an empty database with a small demo site: writers, a publication, stories, tags, topics. */
export async function seedDemo(options: {
  db: Database;
  dataDir: string;
  now?: Date;
}): Promise<void> {
  const now = options.now ?? new Date();
  writeDemoArt(options.dataDir);
  await inTransaction(options.db, async (tx) => {
    const writerIds = new Map<string, string>();
    for (const writer of DEMO_WRITERS) {
      const id = newId();
      writerIds.set(writer.username, id);
      await tx.insert(users).values({
        id,
        username: writer.username,
        name: writer.name,
        bio: writer.bio,
        memberAt: writer.member ? now : null,
      });
    }
    const collectionId = newId();
    await tx.insert(collections).values({
      id: collectionId,
      slug: 'field-notes',
      name: 'Field Notes',
      description: 'Essays on craft, attention and the writing life.',
      creatorId: writerIds.get('ada') ?? '',
    });
    // Grace edits Field Notes beside its creator; Linus writes for it.
    await tx.insert(collectionMembers).values([
      { collectionId, userId: writerIds.get('grace') ?? '', role: 'EDITOR' },
      { collectionId, userId: writerIds.get('linus') ?? '', role: 'WRITER' },
    ]);
    await tx
      .insert(tags)
      .values(Object.entries(TAG_TITLES).map(([slug, displayTitle]) => ({ slug, displayTitle })));

    const stories: Array<{ id: string; creatorId: string }> = [];
    for (const story of DEMO_STORIES) {
      const id = newId();
      stories.push({ id, creatorId: writerIds.get(story.author) ?? '' });
      const content = {
        paragraphs: story.paragraphs.map((paragraph) => ({
          ...paragraph,
          name: newId().slice(0, 4),
          markups: paragraph.markups ?? [],
        })),
      };
      const { minutes, wordCount } = computeReadingTime(content);
      const publishedAt = new Date(now.getTime() - story.daysAgo * 24 * 60 * 60 * 1000);
      await tx.insert(posts).values({
        id,
        creatorId: writerIds.get(story.author) ?? '',
        collectionId: story.inPublication ? collectionId : null,
        statusForCollection: story.inPublication ? 'APPROVED' : null,
        title: story.title,
        subtitle: story.subtitle,
        slug: slugify(story.title),
        content,
        status: 'PUBLISHED',
        visibility: 'PUBLIC',
        shareKey: newToken(8),
        previewImageId: story.image,
        readingTime: minutes,
        wordCount,
        createdAt: publishedAt,
        updatedAt: publishedAt,
        firstPublishedAt: publishedAt,
        latestPublishedAt: publishedAt,
      });
      await tx
        .insert(postTags)
        .values(story.tags.map((tagSlug, position) => ({ postId: id, tagSlug, position })));
      // Writers follow the tags they write under, so search offers those tags.
      await tx
        .insert(tagFollows)
        .values(
          story.tags.map((tagSlug) => ({ userId: writerIds.get(story.author) ?? '', tagSlug })),
        )
        .onConflictDoNothing();
    }
    // The publication's home opens with one story pinned above the latest.
    const pinned = stories[DEMO_STORIES.findIndex((story) => story.pinned)];
    if (pinned) await tx.insert(collectionPins).values({ collectionId, postId: pinned.id });
    // Its header leads to its about page, the tag it writes most under, and its letters page.
    await tx.insert(collectionNavItems).values([
      { collectionId, position: 0, type: 'ABOUT_PAGE', title: 'About', target: '' },
      { collectionId, position: 1, type: 'TAG', title: 'Craft', target: 'craft' },
      {
        collectionId,
        position: 2,
        type: 'EXTERNAL_LINK',
        title: 'Write to us',
        target: 'https://example.org/field-notes/letters',
      },
    ]);
    await seedDemoTopics(tx, { now, writerIds: [...writerIds.values()], stories });
  });
}

/** Seeds only a brand-new site, so restarts and real sites are never touched. */
export async function seedDemoIfEmpty(options: {
  db: Database;
  dataDir: string;
}): Promise<boolean> {
  const [row] = await options.db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return false;
  await seedDemo(options);
  return true;
}
