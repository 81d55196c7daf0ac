import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredCustomDomainStatus } from '@shared/content/custom-domains';
import type { NavItemType } from '@shared/content/publication-nav';
import type { ShortformType } from '@shared/content/shortform';
import type { InvitationState, MemberRole } from '@shared/content/publication-roles';
import { media } from './media';
import { collections, posts } from './posts';
import { users } from './users';

/**
 * A publication's staff besides its creator (who stays on collections.creator_id,
 * so ownership is one column and can never be missing or doubled): editors and
 * writers. A removed member's row is deleted, so access ends at once.
 */
export const collectionMembers = pgTable(
  'collection_members',
  {
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<MemberRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.userId] }),
    // The publications someone writes for or edits (/me/publications).
    index('collection_members_user_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/**
 * An invitation to join as editor or writer, sent to a person by username or
 * to an e-mail address; answered once through its token.
 */
export const collectionInvitations = pgTable(
  'collection_invitations',
  {
    id: text('id').primaryKey(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeId: text('invitee_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    role: text('role').$type<MemberRole>().notNull(),
    token: text('token').notNull(),
    state: text('state').$type<InvitationState>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('collection_invitations_token_idx').on(table.token),
    index('collection_invitations_collection_idx').on(
      table.collectionId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    uniqueIndex('collection_invitations_pending_invitee_idx')
      .on(table.collectionId, table.inviteeId)
      .where(sql`${table.state} = 'PENDING'`),
  ],
);

export type CollectionMemberRow = typeof collectionMembers.$inferSelect;
export type CollectionInvitationRow = typeof collectionInvitations.$inferSelect;

/**
 * Stories a publication's creator or editors pinned above the latest on its
 * home (a handful: MAX_PINNED_STORIES). A pin counts only while the story
 * still belongs to the publication; the list reads it through posts.
 */
export const collectionPins = pgTable(
  'collection_pins',
  {
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.collectionId, table.postId] })],
);

/**
 * A publication's navigation items, shown in its header after Home in
 * `position` order (at most MAX_NAV_ITEMS). `target` names what the item leads
 * to: a story id, a tag slug, a topic id (so a renamed topic still resolves) or
 * an external URL; empty for the about page and the archive. The title is
 * stored resolved, so reading needs no default. The list is replaced whole.
 */
export const collectionNavItems = pgTable(
  'collection_nav_items',
  {
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').$type<NavItemType>().notNull(),
    title: text('title').notNull(),
    target: text('target').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.collectionId, table.position] })],
);

/**
 * A publication's shortform posts (LINK, MEDIA, NOTE, QUOTE), newest first on
 * its home. `text` is the note, the quote, the link's comment or the picture's
 * caption. A link's title and domain are unfurled once, when it is saved, so
 * showing the home never fetches anything. Deleting one deletes the row.
 */
export const collectionShortforms = pgTable(
  'collection_shortforms',
  {
    id: text('id').primaryKey(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<ShortformType>().notNull(),
    text: text('text').notNull().default(''),
    url: text('url'),
    linkTitle: text('link_title'),
    linkDomain: text('link_domain'),
    imageId: text('image_id').references(() => media.id, { onDelete: 'set null' }),
    attribution: text('attribution'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The home's list: a publication's newest first, paged by (created_at, id).
    index('collection_shortforms_home_idx').on(
      table.collectionId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

export type ShortformRow = typeof collectionShortforms.$inferSelect;

/** A column naming the publication a row belongs to; the row goes with it. */
const publicationId = () =>
  text('collection_id')
    .notNull()
    .references(() => collections.id, { onDelete: 'cascade' });

/**
 * A feature page of a (non-Aurora) publication: a titled, ordered selection of
 * its stories at /{collectionSlug}/pages/{slug}. The slug is unique within the
 * publication in any letter case.
 */
export const featurePages = pgTable(
  'feature_pages',
  {
    id: text('id').primaryKey(),
    collectionId: publicationId(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    slug: text('slug').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('feature_pages_collection_slug_idx').on(
      table.collectionId,
      sql`lower(${table.slug})`,
    ),
    // The settings list pages through this order.
    index('feature_pages_collection_created_idx').on(
      table.collectionId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

/** A feature page's stories in `position` order; the list is replaced whole. */
export const featurePageStories = pgTable(
  'feature_page_stories',
  {
    featurePageId: text('feature_page_id')
      .notNull()
      .references(() => featurePages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.featurePageId, table.position] })],
);

export type FeaturePageRow = typeof featurePages.$inferSelect;

/** What a publication's staff told the operator through Send feedback. */
export const publicationFeedback = pgTable(
  'publication_feedback',
  {
    id: text('id').primaryKey(),
    collectionId: publicationId(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('publication_feedback_collection_idx').on(table.collectionId, table.createdAt.desc()),
    // The sender's recent messages: the rate limit counts them.
    index('publication_feedback_user_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/**
 * A domain a publication asked to be served on, through its states
 * CREATED → VERIFIED → ACTIVE (or FAILED, and DELETED when removed; removed
 * records stay as history). At most one current (not DELETED) record per
 * publication and per domain. collections.domain holds the domain while its
 * record is ACTIVE: Host routing and the sign-in hand-off read only that.
 */
export const customDomains = pgTable(
  'custom_domains',
  {
    id: text('id').primaryKey(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    /** Lower case, ASCII (xn-- for international names), no trailing dot. */
    domain: text('domain').notNull(),
    status: text('status').$type<StoredCustomDomainStatus>().notNull().default('CREATED'),
    /** What the TXT record or the HTTP challenge must answer. */
    verificationToken: text('verification_token').notNull(),
    requestedById: text('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last verification attempt, and why it failed when it did. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('custom_domains_current_collection_idx')
      .on(table.collectionId)
      .where(sql`${table.status} <> 'DELETED'`),
    uniqueIndex('custom_domains_current_domain_idx')
      .on(table.domain)
      .where(sql`${table.status} <> 'DELETED'`),
  ],
);

export type CustomDomainRow = typeof customDomains.$inferSelect;

/**
 * A publication's newsletter (one per publication): readers subscribe on its
 * landing page and its editors send published stories of the publication to them.
 */
export const newsletters = pgTable(
  'newsletters',
  {
    id: text('id').primaryKey(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    /** Its address under the publication: /{collectionSlug}/newsletters/{slug}. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletters_collection_idx').on(table.collectionId)],
);

/** Who receives a newsletter; the row is deleted on unsubscribe. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newsletterId: text('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.newsletterId, table.userId] }),
    // "My subscriptions" and the unsubscribe link's lookup by person.
    index('newsletter_subscriptions_user_idx').on(table.userId),
  ],
);

/** A story sent to a newsletter: once each, so subscribers never get it twice. */
export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    id: text('id').primaryKey(),
    newsletterId: text('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientCount: integer('recipient_count').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_sends_story_idx').on(table.newsletterId, table.postId)],
);

export type NewsletterRow = typeof newsletters.$inferSelect;
