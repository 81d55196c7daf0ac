import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tags } from './posts';
import { users } from './users';

/**
 * Topics: staff-curated groups of tags (a topic's stories are the stories
 * carrying any of its tags), and the readers following them. Who may see a
 * topic (PUBLIC, SPECIAL, STAFF) is the access room's rule (topic-visibility.ts).
 */
export const topics = pgTable(
  'topics',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** An uploaded image's id (media), shown on the topic's page and card. */
    imageId: text('image_id'),
    visibility: text('visibility', { enum: ['PUBLIC', 'SPECIAL', 'STAFF'] })
      .notNull()
      .default('PUBLIC'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('topics_visibility', sql`${table.visibility} in ('PUBLIC', 'SPECIAL', 'STAFF')`),
    // /topics lists by name.
    index('topics_visibility_name_idx').on(table.visibility, table.name, table.id),
  ],
);

/** The tags a topic is curated from. */
export const topicTags = pgTable(
  'topic_tags',
  {
    topicId: text('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    tagSlug: text('tag_slug')
      .notNull()
      .references(() => tags.slug, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.topicId, table.tagSlug] }),
    index('topic_tags_tag_slug_idx').on(table.tagSlug),
  ],
);

/** Readers following a topic; a reader's followed topics, newest first. */
export const topicFollows = pgTable(
  'topic_follows',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: text('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.topicId] }),
    index('topic_follows_user_created_idx').on(
      table.userId,
      table.createdAt.desc(),
      table.topicId.desc(),
    ),
    index('topic_follows_topic_idx').on(table.topicId),
  ],
);

export type TopicRow = typeof topics.$inferSelect;
export type TopicVisibility = TopicRow['visibility'];
