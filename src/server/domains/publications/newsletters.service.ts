import { displayedName } from '@server/lib/displayed-name';
import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import {
  newsletterSends,
  newsletterSubscriptions,
  newsletters,
} from '@server/db/schema/publications';
import type { NewsletterRow } from '@server/db/schema/publications';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { BadRequestError, NotFoundError } from '@server/lib/app-errors';
import { announceContentChange } from '@server/lib/content-changes';
import { newId } from '@server/lib/ids';
import { newestFirst } from '@server/lib/keyset';
import { requirePublicationRole, requireViewer } from '../access';
import { enqueueNotificationEmails } from '../notification-emails';
import { NEWSLETTER_LIMITS, NEWSLETTER_TEXTS as TEXTS } from './newsletters.texts';
import { publicationStorySql } from './publication-stories';
import { findPublication } from './publications.service';

/**
 * Publication newsletters: one per publication, written by its creator and
 * editors, subscribed to by signed-in readers; a published story of the
 * publication is sent to every subscriber through the notification-email
 * outbox (its mails carry the same working unsubscribe link).
 */

/** The notification type of a newsletter mail (its e-mail group is NEWSLETTERS). */
const NEWSLETTER_MAIL_TYPE = 'newsletter_story';

const newsletterInput = z.object({
  name: displayedName({
    limit: NEWSLETTER_LIMITS.nameLength,
    required: TEXTS.nameRequired,
    tooLong: TEXTS.nameTooLong,
  }),
  description: z
    .string()
    .trim()
    .max(NEWSLETTER_LIMITS.descriptionLength, TEXTS.descriptionTooLong)
    .default(''),
});

export type NewsletterInput = z.input<typeof newsletterInput>;

function parseInput(input: NewsletterInput) {
  const parsed = newsletterInput.safeParse(input);
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? '');
  return parsed.data;
}

/** The newsletter's address segment, from its name: "Field Notes Weekly" → field-notes-weekly. */
function newsletterSlugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'newsletter';
}

async function findNewsletter(db: Database, id: string): Promise<NewsletterRow> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id)).limit(1);
  if (!row) throw new NotFoundError(TEXTS.notFound);
  return row;
}

/** The newsletter with its publication, for a write: a deleted publication's is gone. */
async function findLiveNewsletter(db: Database, id: string) {
  const newsletter = await findNewsletter(db, id);
  const collection = await findPublication(db, newsletter.collectionId);
  if (!collection || collection.deletedAt) throw new NotFoundError(TEXTS.notFound);
  return { newsletter, collection };
}

export async function createNewsletter(options: {
  db: Database;
  viewer: UserRow | null | undefined;
  collectionId: string;
  input: NewsletterInput;
}): Promise<NewsletterRow> {
  const { db } = options;
  const collection = await findPublication(db, options.collectionId);
  const { viewer } = await requirePublicationRole(
    db,
    collection,
    options.viewer,
    'manageNewsletter',
  );
  const input = parseInput(options.input);
  const [created] = await db
    .insert(newsletters)
    .values({
      id: newId(),
      collectionId: options.collectionId,
      slug: newsletterSlugOf(input.name),
      name: input.name,
      description: input.description,
      creatorId: viewer.id,
    })
    .onConflictDoNothing({ target: newsletters.collectionId })
    .returning();
  if (!created) throw new BadRequestError(TEXTS.alreadyExists);
  return created;
}

/** Renaming keeps the slug, so links already sent keep landing. */
export async function updateNewsletter(options: {
  db: Database;
  viewer: UserRow | null | undefined;
  newsletterId: string;
  input: NewsletterInput;
}): Promise<NewsletterRow> {
  const { db } = options;
  const { newsletter, collection } = await findLiveNewsletter(db, options.newsletterId);
  await requirePublicationRole(db, collection, options.viewer, 'manageNewsletter');
  const input = parseInput(options.input);
  const [updated] = await db
    .update(newsletters)
    .set({ name: input.name, description: input.description, updatedAt: new Date() })
    .where(eq(newsletters.id, newsletter.id))
    .returning();
  if (!updated) throw new NotFoundError(TEXTS.notFound);
  // Visitors' kept copies of its page show the old name until told.
  announceContentChange({ ids: [updated.id] });
  return updated;
}

/** Any signed-in reader subscribes; subscribing twice keeps one subscription. */
export async function setNewsletterSubscription(options: {
  db: Database;
  viewer: UserRow | null | undefined;
  newsletterId: string;
  subscribed: boolean;
}): Promise<NewsletterRow> {
  const { db } = options;
  const viewer = requireViewer(options.viewer);
  const { newsletter } = await findLiveNewsletter(db, options.newsletterId);
  if (options.subscribed)
    await db
      .insert(newsletterSubscriptions)
      .values({ newsletterId: newsletter.id, userId: viewer.id })
      .onConflictDoNothing();
  else
    await db
      .delete(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.newsletterId, newsletter.id),
          eq(newsletterSubscriptions.userId, viewer.id),
        ),
      );
  return newsletter;
}

export async function isSubscribed(
  db: Database,
  newsletterId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: newsletterSubscriptions.userId })
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.newsletterId, newsletterId),
        eq(newsletterSubscriptions.userId, userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function subscriberCount(db: Database, newsletterId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.newsletterId, newsletterId));
  return row?.n ?? 0;
}

/**
 * Sends a published story of the publication to every subscriber: the send
 * and one outbox row per subscriber are written in one transaction, so the
 * mails exist exactly when the send does, and a story goes out once.
 * Returns how many people it was sent to.
 */
export async function sendStoryToNewsletter(options: {
  db: Database;
  viewer: UserRow | null | undefined;
  newsletterId: string;
  postId: string;
}): Promise<number> {
  const { db } = options;
  const { newsletter, collection } = await findLiveNewsletter(db, options.newsletterId);
  const { viewer } = await requirePublicationRole(db, collection, options.viewer, 'sendNewsletter');
  // Only what any reader of the publication may read goes to every subscriber.
  const [story] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, options.postId), publicationStorySql(collection.id, null)))
    .limit(1);
  if (!story) throw new BadRequestError(TEXTS.storyNotInPublication);
  return inTransaction(db, async (tx) => {
    const sendId = newId();
    const subscribers = await tx
      .select({ userId: newsletterSubscriptions.userId })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.newsletterId, newsletter.id));
    const [sent] = await tx
      .insert(newsletterSends)
      .values({
        id: sendId,
        newsletterId: newsletter.id,
        postId: story.id,
        senderId: viewer.id,
        recipientCount: subscribers.length,
      })
      .onConflictDoNothing()
      .returning({ id: newsletterSends.id });
    if (!sent) throw new BadRequestError(TEXTS.alreadySent);
    await enqueueNotificationEmails(
      tx,
      subscribers.map(({ userId }) => ({
        id: `${sendId}.${userId}`,
        recipientId: userId,
        type: NEWSLETTER_MAIL_TYPE,
        postId: story.id,
        collectionId: collection.id,
      })),
    );
    return subscribers.length;
  });
}

/** The publication's latest public stories not yet sent, for the settings page's send list. */
export async function storiesToSend(db: Database, newsletter: NewsletterRow): Promise<PostRow[]> {
  const rows = await db
    .select({ post: posts })
    .from(posts)
    .where(
      and(
        publicationStorySql(newsletter.collectionId, null),
        sql`not exists (select 1 from ${newsletterSends} where ${newsletterSends.newsletterId} = ${newsletter.id} and ${newsletterSends.postId} = ${posts.id})`,
      ),
    )
    .orderBy(...newestFirst(posts.latestPublishedAt, posts.id))
    .limit(20);
  return rows.map((row) => row.post);
}
