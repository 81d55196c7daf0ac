import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PostContent } from '@shared/content/paragraph-model';
import type { License, PostLifecycleStatus, StatusForCollection } from '@shared/content/post-enums';
import type { PostVisibility } from '@shared/enums';
import { users } from './users';

export const collections = pgTable(
  'collections',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** A custom domain, when the publication has one live. */
    domain: text('domain'),
    avatarImageId: text('avatar_image_id'),
    /** The browser-tab icon, stored cropped to 128×128. */
    faviconImageId: text('favicon_image_id'),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when its creator deleted it: the row stays so its addresses answer 410 Gone. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** May use the newer (Aurora) publication pages: its design editor and feedback to the operator. */
    isAuroraEligible: boolean('is_aurora_eligible').notNull().default(false),
    /** Its readers see the Aurora pages; only meaningful when eligible. */
    isAuroraVisible: boolean('is_aurora_visible').notNull().default(false),
    /** Enrolled in the Partner Program; no enrolment flow writes it yet, so false unless the operator sets it. */
    isPartnerProgramEnrolled: boolean('is_partner_program_enrolled').notNull().default(false),
  },
  (table) => [
    uniqueIndex('collections_slug_lower_idx').on(sql`lower(${table.slug})`),
    uniqueIndex('collections_domain_lower_idx').on(sql`lower(${table.domain})`),
    index('collections_creator_id_idx').on(table.creatorId),
  ],
);

/**
 * The /me/stories tab a post belongs to: DRAFTS (draft or scheduled), UNLISTED,
 * or PUBLIC (public and members-only). Queries must use this same expression
 * for the planner to use posts_creator_stories_idx.
 */
export function storiesTabSql(table: { status: AnyPgColumn; visibility: AnyPgColumn }) {
  return sql<string>`(case when ${table.status} <> 'PUBLISHED' then 'DRAFTS' when ${table.visibility} = 'UNLISTED' then 'UNLISTED' else 'PUBLIC' end)`;
}

export const posts = pgTable(
  'posts',
  {
    id: text('id').primaryKey(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id),
    collectionId: text('collection_id').references(() => collections.id),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle').notNull().default(''),
    /** Human part of the URL; the id is appended: /@user/{slug}-{id}. */
    slug: text('slug').notNull().default(''),
    content: jsonb('content').$type<PostContent>().notNull(),
    status: text('status').$type<PostLifecycleStatus>().notNull().default('DRAFT'),
    visibility: text('visibility').$type<PostVisibility>().notNull().default('PUBLIC'),
    /** Grants a friend-link reader access to a locked story. */
    shareKey: text('share_key').notNull(),
    previewImageId: text('preview_image_id'),
    readingTime: real('reading_time').notNull().default(0),
    wordCount: integer('word_count').notNull().default(0),
    /** Bumped by every content save: two editor windows cannot silently overwrite each other. */
    version: integer('version').notNull().default(1),
    /**
     * Pending edits of a published story: the live columns stay as readers see
     * them until the author publishes the edits. Null when there are none.
     */
    draftTitle: text('draft_title'),
    draftSubtitle: text('draft_subtitle'),
    draftContent: jsonb('draft_content').$type<PostContent>(),
    license: text('license').$type<License>().notNull().default('ALL_RIGHTS_RESERVED'),
    previewTitle: text('preview_title'),
    previewSubtitle: text('preview_subtitle'),
    /** Focus point of the preview image crop, in percent (spec default 50). */
    focusPercentX: real('focus_percent_x').notNull().default(50),
    focusPercentY: real('focus_percent_y').notNull().default(50),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /** Where the story first appeared, when elsewhere (rel=canonical). */
    canonicalUrl: text('canonical_url'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    inResponseToPostId: text('in_response_to_post_id'),
    inResponseToQuoteId: text('in_response_to_quote_id'),
    pendingCollectionId: text('pending_collection_id').references(() => collections.id),
    statusForCollection: text('status_for_collection').$type<StatusForCollection>(),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Set by staff while the story is under review: readers see the limited-content banner. */
    limitedAt: timestamp('limited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    latestPublishedAt: timestamp('latest_published_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // The home feed: newest public stories first.
    index('posts_public_feed_idx')
      .on(table.latestPublishedAt.desc(), table.id.desc())
      .where(
        sql`${table.status} = 'PUBLISHED' and ${table.visibility} = 'PUBLIC' and ${table.deletedAt} is null`,
      ),
    index('posts_creator_updated_idx').on(table.creatorId, table.updatedAt.desc()),
    // A publication's stories, newest first: its home, archive and feed walk (at, id) keysets.
    index('posts_collection_published_idx').on(
      table.collectionId,
      table.latestPublishedAt.desc(),
      table.id.desc(),
    ),
    // Your stories: one tab of one author, newest edit first. The tab is an
    // expression so that each tab is one contiguous range of the index.
    index('posts_creator_stories_idx')
      .on(table.creatorId, storiesTabSql(table), table.updatedAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null`),
    // A profile's stories and its responses: one author's public posts, newest first.
    index('posts_creator_public_stories_idx')
      .on(table.creatorId, table.latestPublishedAt.desc(), table.id.desc())
      .where(
        sql`${table.status} = 'PUBLISHED' and ${table.visibility} = 'PUBLIC' and ${table.deletedAt} is null and ${table.inResponseToPostId} is null`,
      ),
    index('posts_creator_responses_idx')
      .on(table.creatorId, table.latestPublishedAt.desc(), table.id.desc())
      .where(
        sql`${table.status} = 'PUBLISHED' and ${table.visibility} = 'PUBLIC' and ${table.deletedAt} is null and ${table.inResponseToPostId} is not null`,
      ),
    // A publication's submissions queue: stories waiting for review, newest edit first.
    index('posts_pending_collection_queue_idx')
      .on(table.pendingCollectionId, table.updatedAt.desc(), table.id.desc())
      .where(sql`${table.pendingCollectionId} is not null and ${table.deletedAt} is null`),
    // The scheduled-publishing job scans only what is waiting.
    index('posts_scheduled_idx')
      .on(table.scheduledAt)
      .where(sql`${table.status} = 'SCHEDULED'`),
  ],
);

export const tags = pgTable('tags', {
  slug: text('slug').primaryKey(),
  displayTitle: text('display_title').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const postTags = pgTable(
  'post_tags',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tagSlug: text('tag_slug')
      .notNull()
      .references(() => tags.slug),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.tagSlug] }),
    index('post_tags_tag_slug_idx').on(table.tagSlug),
  ],
);

export type PostRow = typeof posts.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
