import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { notificationEmailSettings } from '@server/db/schema/notification-emails';
import { DEFAULT_ON_GROUPS, EMAIL_GROUPS } from './email-groups';
import type { EmailGroup } from './email-groups';

export interface EmailGroupChoice {
  group: EmailGroup;
  enabled: boolean;
}

/** Which groups each person receives by e-mail: stored choices over the defaults, one query. */
export async function emailGroupsFor(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, Set<EmailGroup>>> {
  const result = new Map<string, Set<EmailGroup>>();
  if (userIds.length === 0) return result;
  for (const userId of userIds) result.set(userId, new Set(DEFAULT_ON_GROUPS));
  const rows = await db
    .select()
    .from(notificationEmailSettings)
    .where(inArray(notificationEmailSettings.userId, [...new Set(userIds)]));
  for (const row of rows) {
    const groups = result.get(row.userId);
    if (!groups) continue;
    if (row.enabled) groups.add(row.emailGroup as EmailGroup);
    else groups.delete(row.emailGroup as EmailGroup);
  }
  return result;
}

/** Every group with the person's current choice, in the order the settings show them. */
export async function listEmailChoices(db: Database, userId: string): Promise<EmailGroupChoice[]> {
  const enabled = (await emailGroupsFor(db, [userId])).get(userId) ?? new Set();
  return EMAIL_GROUPS.map((group) => ({ group, enabled: enabled.has(group) }));
}

export async function setEmailChoice(
  db: Database,
  options: { userId: string; group: EmailGroup; enabled: boolean },
): Promise<EmailGroupChoice> {
  await db
    .insert(notificationEmailSettings)
    .values({ userId: options.userId, emailGroup: options.group, enabled: options.enabled })
    .onConflictDoUpdate({
      target: [notificationEmailSettings.userId, notificationEmailSettings.emailGroup],
      set: { enabled: options.enabled, updatedAt: sql`now()` },
    });
  return { group: options.group, enabled: options.enabled };
}
