import { and, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import type {
  NotificationEmailOutboxRow,
  NotificationEmailPayload,
} from '@server/db/schema/notification-emails';
import { collections, posts } from '@server/db/schema/posts';
import { users } from '@server/db/schema/users';
import type { Mail } from '@server/mail/mailer';
import { notificationMail } from '@server/mail/templates/notification-email';
import { describeNotification } from './email-content';
import type { EmailGroup } from './email-groups';
import { EMAIL_GROUP_TEXTS } from './email-group-texts';
import { emailGroupsFor } from './email-settings.service';
import { loadNotificationFacts } from './notification-facts';
import { signUnsubscribeToken, unsubscribeUrl } from './unsubscribe-token';

export interface ComposeDeps {
  db: Database;
  secret: string;
  /** The site's public origin (https://example.org), for links. */
  origin: string;
  productName: string;
  now?: Date;
}

export type Composed = { kind: 'mail'; mail: Mail } | { kind: 'skip'; reason: string };

/** The host part of the Message-IDs this site gives its mails. */
export const messageHostOf = (origin: string): string => new URL(origin).hostname || 'localhost';

/** The Message-ID of an outbox row: the same for every attempt at it. */
const messageIdOf = (rowId: string, origin: string): string =>
  `<notification-${rowId}@${messageHostOf(origin)}>`;

/**
 * Builds the mails of a batch of outbox rows with five queries in all (the
 * notifications, people, stories, publications, current choices), whatever
 * the batch size.
 * A row is skipped when its notification was withdrawn, its person has no
 * address any more or turned the group off since, or its story is gone.
 */
export async function composeEmails(
  deps: ComposeDeps,
  rows: readonly NotificationEmailOutboxRow[],
): Promise<Map<string, Composed>> {
  const stored = await loadNotificationFacts(
    deps.db,
    rows.map((row) => row.notificationId),
  );
  // What the caller passed wins; the stored notification fills in the rest.
  const factsOf = (row: NotificationEmailOutboxRow): NotificationEmailPayload => {
    const fromRow = stored.get(row.notificationId) ?? {};
    return {
      actorId: row.payload.actorId ?? fromRow.actorId ?? null,
      postId: row.payload.postId ?? fromRow.postId ?? null,
      collectionId: row.payload.collectionId ?? fromRow.collectionId ?? null,
      quote: row.payload.quote ?? fromRow.quote ?? null,
      count: row.payload.count ?? fromRow.count ?? null,
    };
  };
  const userIds = new Set<string>();
  const postIds = new Set<string>();
  const collectionIds = new Set<string>();
  for (const row of rows) {
    const facts = factsOf(row);
    userIds.add(row.recipientId);
    if (facts.actorId) userIds.add(facts.actorId);
    if (facts.postId) postIds.add(facts.postId);
    if (facts.collectionId) collectionIds.add(facts.collectionId);
  }
  const [people, stories, publications, choices] = await Promise.all([
    deps.db
      .select({ id: users.id, name: users.name, username: users.username, email: users.email })
      .from(users)
      .where(inArray(users.id, [...userIds])),
    postIds.size === 0
      ? Promise.resolve([])
      : deps.db
          .select({
            id: posts.id,
            title: posts.title,
            visibility: posts.visibility,
            deletedAt: posts.deletedAt,
          })
          .from(posts)
          .where(inArray(posts.id, [...postIds])),
    collectionIds.size === 0
      ? Promise.resolve([])
      : deps.db
          .select({ id: collections.id, name: collections.name, slug: collections.slug })
          .from(collections)
          // A deleted publication is no longer named nor linked (its pages answer 410).
          .where(and(inArray(collections.id, [...collectionIds]), isNull(collections.deletedAt))),
    emailGroupsFor(
      deps.db,
      rows.map((row) => row.recipientId),
    ),
  ]);
  const personById = new Map(people.map((person) => [person.id, person]));
  const storyById = new Map(stories.map((story) => [story.id, story]));
  const publicationById = new Map(publications.map((found) => [found.id, found]));

  const composed = new Map<string, Composed>();
  for (const row of rows) {
    const facts = factsOf(row);
    const group = row.emailGroup as EmailGroup;
    const recipient = personById.get(row.recipientId);
    const actor = facts.actorId ? personById.get(facts.actorId) : undefined;
    const story = facts.postId ? storyById.get(facts.postId) : undefined;
    const isGone = !stored.has(row.notificationId) && !row.payload.actorId && !row.payload.postId;
    if (isGone) {
      // Withdrawn before it was mailed (an undone action), and nothing left to tell.
      composed.set(row.id, { kind: 'skip', reason: 'notification gone' });
    } else if (!recipient?.email) {
      composed.set(row.id, { kind: 'skip', reason: 'no e-mail address' });
    } else if (!choices.get(row.recipientId)?.has(group)) {
      composed.set(row.id, { kind: 'skip', reason: 'turned off since' });
    } else if (facts.postId && (!story || story.deletedAt)) {
      composed.set(row.id, { kind: 'skip', reason: 'story deleted' });
    } else {
      const content = describeNotification({
        type: row.notificationType,
        origin: deps.origin,
        actorName: actor?.name ?? null,
        actorUsername: actor?.username ?? null,
        postId: story?.id ?? null,
        postTitle: story?.title || null,
        postIsMembersOnly: story?.visibility === 'LOCKED',
        collection: facts.collectionId ? (publicationById.get(facts.collectionId) ?? null) : null,
        quote: facts.quote ?? null,
        count: facts.count ?? null,
      });
      const token = signUnsubscribeToken(deps.secret, {
        userId: row.recipientId,
        group,
        now: deps.now,
      });
      composed.set(row.id, {
        kind: 'mail',
        mail: notificationMail({
          to: recipient.email,
          productName: deps.productName,
          ...content,
          groupLabel: EMAIL_GROUP_TEXTS[group].label,
          unsubscribeUrl: unsubscribeUrl(deps.origin, token),
          settingsUrl: `${deps.origin}/me/settings`,
          messageId: row.messageId ?? messageIdOf(row.id, deps.origin),
        }),
      });
    }
  }
  return composed;
}
