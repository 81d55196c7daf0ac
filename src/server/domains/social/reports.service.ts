import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { userReports } from '@server/db/schema/social';
import type { ReportReason, UserReportRow } from '@server/db/schema/social';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { newId } from '@server/lib/ids';
import { blockInTransaction } from './blocks.service';
import { parseOrBadRequest } from '@server/lib/app-errors';
import { refuseSelf, reportNoteSchema, requireOwnId } from './social.policy';
import { requireTargetUser } from './social-targets';
import { SOCIAL_TEXTS } from './social.texts';
import { requireAuthorized } from '../access';

export interface ReportOutcome {
  report: UserReportRow;
  target: UserRow;
}

/**
 * Flags a user for staff review (OPEN) and, when asked, blocks them in the
 * same transaction. A reporter keeps one open report per user: reporting
 * again updates its reason and note.
 */
export async function reportUser(options: {
  db: Database;
  viewer: UserRow;
  userId: string;
  targetUserId: string;
  alsoBlockUser: boolean;
  reason?: ReportReason | null;
  note?: string | null;
}): Promise<ReportOutcome> {
  const { viewer } = options;
  requireOwnId(viewer, options.userId);
  requireAuthorized(viewer, 'report');
  const note = parseOrBadRequest(reportNoteSchema, options.note);
  const target = await requireTargetUser(options.db, options.targetUserId);
  refuseSelf(viewer, target.id, SOCIAL_TEXTS.reportSelf);
  const reason = options.reason ?? 'OTHER';
  return inTransaction(options.db, async (tx) => {
    const [report] = await tx
      .insert(userReports)
      .values({ id: newId(), reporterId: viewer.id, targetUserId: target.id, reason, note })
      .onConflictDoUpdate({
        target: [userReports.reporterId, userReports.targetUserId],
        targetWhere: sql`${userReports.status} = 'OPEN'`,
        set: { reason, note, updatedAt: sql`now()` },
      })
      .returning();
    if (!report) throw new Error('The report was not stored.');
    if (options.alsoBlockUser) await blockInTransaction(tx, viewer, target);
    return { report, target };
  });
}
