import { eq, ne } from 'drizzle-orm';
import { partnerEnrollments } from '@server/db/schema/partner';
import { users } from '@server/db/schema/users';
import { mayJoinPartnerProgram } from '../access';
import { notifyTaxReminder } from '../notifications';
import { earningsThisYear } from './partner-earnings.service';
import { dueTaxReminders } from './tax-reminders';
import type { PartnerClockRun } from './tax-reminders';

/**
 * Sends every tax reminder now due (tax-reminders.ts) to the writers whose tax
 * id is missing or failed verification, each with its e-mail, and answers how
 * many were new. Safe to run in several processes at once: a reminder already
 * sent in the episode is not sent again.
 */
export async function sendTaxReminders(run: PartnerClockRun): Promise<number> {
  const now = run.now ?? new Date();
  const episodes = await run.db
    .select({
      userId: partnerEnrollments.userId,
      status: partnerEnrollments.taxStatus,
      since: partnerEnrollments.taxStatusSince,
      isSuspended: users.isSuspended,
    })
    .from(partnerEnrollments)
    .innerJoin(users, eq(users.id, partnerEnrollments.userId))
    .where(ne(partnerEnrollments.taxStatus, 'submitted'));
  let sent = 0;
  for (const episode of episodes) {
    // A suspended account is out of the program (PERMISSION_DENIED): nothing to remind of.
    if (episode.status === 'submitted' || !mayJoinPartnerProgram(episode)) continue;
    const earnedThisYear = await earningsThisYear({ ...run, now }, episode.userId);
    const due = dueTaxReminders(
      { ...episode, status: episode.status, earnedThisYear },
      now,
      run.tax,
    );
    for (const type of due)
      if (
        await run.db.transaction((tx) => notifyTaxReminder(tx, episode.userId, type, episode.since))
      )
        sent += 1;
  }
  return sent;
}
