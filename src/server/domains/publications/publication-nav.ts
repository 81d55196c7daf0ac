import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { preparedQuery, slot } from '@server/db/prepared-query';
import { posts, tags } from '@server/db/schema/posts';
import type { CollectionRow } from '@server/db/schema/posts';
import { collectionNavItems } from '@server/db/schema/publications';
import { topics } from '@server/db/schema/topics';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { BadRequestError } from '@server/lib/app-errors';
import { announceContentChange } from '@server/lib/content-changes';
import { isValidPostId } from '@server/lib/ids';
import { checkWebUrl } from '@shared/content/safe-url';
import {
  MAX_NAV_ITEMS,
  MAX_NAV_TITLE_LENGTH,
  NAV_ITEM_TYPES,
} from '@shared/content/publication-nav';
import type { NavItemType } from '@shared/content/publication-nav';
import {
  collectionArchiveUrl,
  collectionStoryUrl,
  collectionSubpageUrl,
  tagUrl,
  topicUrl,
} from '@shared/routing/urls';
import { requirePublicationRole, topicVisibleSql } from '../access';
import { NAV_TEXTS } from './publication-nav-texts';
import { publicationStorySql } from './publication-stories';
import { findPublication } from './publications.service';

/**
 * A publication's navigation items: its creator and editors replace the list
 * whole; readers get each item's resolved address. An item whose story or
 * topic readers can no longer see there is left out when read.
 */

interface NavItem {
  type: NavItemType;
  title: string;
  href: string;
}

/** The items readers see, in order: one statement whatever their number. */
const navItemsOf = preparedQuery((db) =>
  db
    .select({
      type: collectionNavItems.type,
      title: collectionNavItems.title,
      target: collectionNavItems.target,
      storyId: posts.id,
      storySlug: posts.slug,
      topicSlug: topics.slug,
    })
    .from(collectionNavItems)
    .leftJoin(
      posts,
      and(
        eq(collectionNavItems.type, 'POST'),
        eq(posts.id, collectionNavItems.target),
        publicationStorySql(slot('collectionId'), null),
      ),
    )
    .leftJoin(
      topics,
      and(
        eq(collectionNavItems.type, 'TOPIC_PAGE'),
        eq(topics.id, collectionNavItems.target),
        topicVisibleSql(null),
      ),
    )
    .where(eq(collectionNavItems.collectionId, slot('collectionId')))
    .orderBy(asc(collectionNavItems.position)),
);

export async function listNavItems(db: Database, collection: CollectionRow): Promise<NavItem[]> {
  const rows = await navItemsOf(db).execute({ collectionId: collection.id });
  return rows.flatMap((row): NavItem[] => {
    const href = hrefOf(collection, row);
    return href ? [{ type: row.type, title: row.title, href }] : [];
  });
}

function hrefOf(
  collection: CollectionRow,
  row: {
    type: NavItemType;
    target: string;
    storyId: string | null;
    storySlug: string | null;
    topicSlug: string | null;
  },
): string | null {
  switch (row.type) {
    case 'ABOUT_PAGE':
      return collectionSubpageUrl(collection, 'about');
    case 'ARCHIVE':
      return collectionArchiveUrl(collection);
    case 'EXTERNAL_LINK':
      return row.target;
    case 'TAG':
      return tagUrl(row.target);
    case 'POST':
      return row.storyId
        ? collectionStoryUrl(collection, { id: row.storyId, slug: row.storySlug })
        : null;
    case 'TOPIC_PAGE':
      return row.topicSlug ? topicUrl(row.topicSlug) : null;
  }
}

const navItemsInput = z
  .array(
    z.object({
      type: z.enum(NAV_ITEM_TYPES),
      title: z
        .string()
        .trim()
        .max(MAX_NAV_TITLE_LENGTH, NAV_TEXTS.titleTooLong)
        .nullish()
        .transform((title) => title || null),
      target: z.string().trim().max(2000).nullish(),
    }),
  )
  .max(MAX_NAV_ITEMS, NAV_TEXTS.tooMany);

type NavItemInput = z.input<typeof navItemsInput>[number];
type ParsedItem = z.output<typeof navItemsInput>[number];

/** A story named by its id or by any of its addresses (the id ends the last segment). */
function storyIdOf(target: string): string {
  const path = target.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.slice(last.lastIndexOf('-') + 1).toLowerCase();
}

const tagSlugOf = (target: string) => target.replace(/^#/, '').trim().toLowerCase();
const topicSlugOf = (target: string) => target.trim().toLowerCase();

/** What the items name, read in one statement per kind. */
async function loadTargets(db: Database, collection: CollectionRow, items: ParsedItem[]) {
  const wanted = (type: NavItemType, of: (target: string) => string) =>
    items.filter((item) => item.type === type).map((item) => of(item.target ?? ''));
  const storyIds = wanted('POST', storyIdOf).filter(isValidPostId);
  const tagSlugs = wanted('TAG', tagSlugOf);
  const topicSlugs = wanted('TOPIC_PAGE', topicSlugOf);
  const [stories, tagRows, topicRows] = await Promise.all([
    storyIds.length
      ? db
          .select({ id: posts.id, title: posts.title })
          .from(posts)
          .where(and(inArray(posts.id, storyIds), publicationStorySql(collection.id, null)))
      : [],
    tagSlugs.length
      ? db
          .select({ slug: tags.slug, title: tags.displayTitle })
          .from(tags)
          .where(inArray(tags.slug, tagSlugs))
      : [],
    topicSlugs.length
      ? db
          .select({ id: topics.id, slug: topics.slug, title: topics.name })
          .from(topics)
          .where(and(inArray(sql`lower(${topics.slug})`, topicSlugs), topicVisibleSql(null)))
      : [],
  ]);
  return {
    story: new Map(stories.map((row) => [row.id, row])),
    tag: new Map(tagRows.map((row) => [row.slug, row])),
    topic: new Map(topicRows.map((row) => [row.slug.toLowerCase(), row])),
  };
}

type Targets = Awaited<ReturnType<typeof loadTargets>>;

/** An item as stored: its target checked and its title defaulted from it. */
function resolveItem(item: ParsedItem, targets: Targets): { title: string; target: string } {
  const target = item.target ?? '';
  const titled = (fallback: string, stored: string) => {
    const title = (item.title ?? fallback).slice(0, MAX_NAV_TITLE_LENGTH).trim();
    if (!title) throw new BadRequestError(NAV_TEXTS.titleEmpty);
    return { title, target: stored };
  };
  switch (item.type) {
    case 'ABOUT_PAGE':
      return titled('About', '');
    case 'ARCHIVE':
      return titled('Archive', '');
    case 'EXTERNAL_LINK': {
      if (!target) throw new BadRequestError(NAV_TEXTS.linkMissing);
      const checked = checkWebUrl(target);
      if (!checked.ok) throw new BadRequestError(checked.reason);
      return titled(checked.url.hostname, checked.url.href);
    }
    case 'POST': {
      const story = targets.story.get(storyIdOf(target));
      if (!story) throw new BadRequestError(NAV_TEXTS.storyUnknown);
      return titled(story.title || 'Story', story.id);
    }
    case 'TAG': {
      const tag = targets.tag.get(tagSlugOf(target));
      if (!tag) throw new BadRequestError(NAV_TEXTS.tagUnknown);
      return titled(tag.title, tag.slug);
    }
    case 'TOPIC_PAGE': {
      const topic = targets.topic.get(topicSlugOf(target));
      if (!topic) throw new BadRequestError(NAV_TEXTS.topicUnknown);
      return titled(topic.title, topic.id);
    }
  }
}

/** setPublicationNavItems: replaces the list in one transaction; staff only. */
export async function setNavItems(options: {
  db: Database;
  viewer: UserRow | null;
  collectionId: string;
  items: NavItemInput[];
}): Promise<CollectionRow> {
  const { collection } = await requirePublicationRole(
    options.db,
    await findPublication(options.db, options.collectionId.slice(0, 64)),
    options.viewer,
    'editSettings',
  );
  const parsed = navItemsInput.safeParse(options.items);
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? '');
  const targets = await loadTargets(options.db, collection, parsed.data);
  const rows = parsed.data.map((item, position) => ({
    collectionId: collection.id,
    position,
    type: item.type,
    ...resolveItem(item, targets),
  }));
  await inTransaction(options.db, async (tx) => {
    await tx.delete(collectionNavItems).where(eq(collectionNavItems.collectionId, collection.id));
    if (rows.length) await tx.insert(collectionNavItems).values(rows);
  });
  // Every page of the publication shows its header.
  announceContentChange({ ids: [collection.id] });
  return collection;
}
