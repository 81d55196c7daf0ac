import type { Database } from '@server/db/client';
import type { NotificationType } from './notifications.constants';
import { notify } from './notify.service';

/**
 * Reminds a Partner Program writer about their tax details (the tax_ types of
 * spec §9). Keyed by the episode's start, so each type reaches the writer
 * once per episode however often the reminder job runs, and again in a later
 * episode (a new tax id that in turn fails verification).
 */
export async function notifyTaxReminder(
  tx: Database,
  writerId: string,
  type: NotificationType & `tax_${string}`,
  episodeStart: Date,
): Promise<boolean> {
  const created = await notify(tx, {
    type,
    actorId: null,
    recipients: [writerId],
    subjectKey: `${writerId}:${episodeStart.toISOString()}`,
  });
  return created.length > 0;
}
