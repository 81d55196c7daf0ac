import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { quotes } from '@server/db/schema/conversation';
import type { NotificationEmailPayload } from '@server/db/schema/notification-emails';
import { notifications } from '@server/db/schema/notifications';

/** The longest highlighted passage quoted in a mail. */
const QUOTE_LIMIT = 280;

/**
 * Who acted, on which story or publication, and the passage or milestone, read from the stored
 * notifications (one query for a batch). They are read at send time, so a
 * rollup is mailed with its newest person. Unknown ids are simply absent.
 */
export async function loadNotificationFacts(
  db: Database,
  notificationIds: readonly string[],
): Promise<Map<string, NotificationEmailPayload>> {
  if (notificationIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: notifications.id,
      actorId: notifications.actorId,
      postId: notifications.postId,
      collectionId: notifications.collectionId,
      milestone: notifications.milestone,
      paragraphText: quotes.paragraphText,
      startOffset: quotes.startOffset,
      endOffset: quotes.endOffset,
    })
    .from(notifications)
    .leftJoin(quotes, eq(quotes.id, notifications.quoteId))
    .where(inArray(notifications.id, [...new Set(notificationIds)]));
  return new Map(
    rows.map((row) => {
      const passage =
        row.paragraphText === null
          ? null
          : row.paragraphText.slice(row.startOffset ?? 0, row.endOffset ?? undefined).trim();
      const quote =
        passage && passage.length > QUOTE_LIMIT ? `${passage.slice(0, QUOTE_LIMIT - 1)}…` : passage;
      return [
        row.id,
        {
          actorId: row.actorId,
          postId: row.postId,
          collectionId: row.collectionId,
          quote: quote || null,
          count: row.milestone,
        },
      ];
    }),
  );
}
