import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { announceContentChange } from '@server/lib/content-changes';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import { userReports } from '@server/db/schema/social';
import type { UserReportRow } from '@server/db/schema/social';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { BadRequestError, NotFoundError } from '@server/lib/app-errors';
import { recordAuthorSuspensionChange, recordResponseSuspensionChange } from '../conversation';
import { MODERATION_TEXTS } from './moderation.texts';

/**
 * Staff actions on reports, accounts and stories. Each runs in one
 * transaction, so a report never says ACTIONED for an action that did not
 * happen, nor the other way round.
 */

interface StaffAction {
  db: Database;
  staff: UserRow;
}

/** The operator's own commands (npm run admin) act as nobody on the site: `staff` is null. */
interface AccountAction {
  db: Database;
  staff: UserRow | null;
  userId: string;
}

const reviewedBy = (staff: UserRow | null) => ({
  reviewedById: staff?.id ?? null,
  reviewedAt: sql`now()`,
  updatedAt: sql`now()`,
});

export async function dismissReport(
  options: StaffAction & { reportId: string },
): Promise<UserReportRow> {
  return inTransaction(options.db, async (tx) => {
    const [report] = await tx
      .update(userReports)
      .set({ status: 'DISMISSED', ...reviewedBy(options.staff) })
      .where(and(eq(userReports.id, options.reportId), eq(userReports.status, 'OPEN')))
      .returning();
    if (report) return report;
    const [existing] = await tx
      .select({ id: userReports.id })
      .from(userReports)
      .where(eq(userReports.id, options.reportId));
    throw existing
      ? new BadRequestError(MODERATION_TEXTS.reportAlreadyReviewed)
      : new NotFoundError(MODERATION_TEXTS.reportNotFound);
  });
}

/**
 * Flips the flag only when it changes, and then moves the counts of the
 * stories the account's responses answer, so threads and counts agree.
 */
async function setUserSuspended(tx: Database, userId: string, isSuspended: boolean) {
  const [changed] = await tx
    .update(users)
    .set({ isSuspended, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.isSuspended, !isSuspended)))
    .returning();
  if (changed) {
    await recordAuthorSuspensionChange(tx, changed.id, isSuspended);
    return changed;
  }
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new NotFoundError(MODERATION_TEXTS.userNotFound);
  return user;
}

/** Suspends the account and closes every open report about it as ACTIONED. */
export async function suspendUser(options: AccountAction): Promise<UserRow> {
  if (options.userId === options.staff?.id) throw new BadRequestError(MODERATION_TEXTS.suspendSelf);
  const suspended = await inTransaction(options.db, async (tx) => {
    const user = await setUserSuspended(tx, options.userId, true);
    await tx
      .update(userReports)
      .set({ status: 'ACTIONED', ...reviewedBy(options.staff) })
      .where(and(eq(userReports.targetUserId, user.id), eq(userReports.status, 'OPEN')));
    return user;
  });
  announceAccountChange(suspended);
  return suspended;
}

export async function unsuspendUser(options: AccountAction): Promise<UserRow> {
  const user = await inTransaction(options.db, (tx) => setUserSuspended(tx, options.userId, false));
  announceAccountChange(user);
  return user;
}

/** The account's profile and stories, and every list they appear in, change with it. */
function announceAccountChange(user: UserRow): void {
  announceContentChange({ ids: [user.id], lists: true });
}

type PostFlag = 'suspendedAt' | 'limitedAt';

/**
 * Sets or clears a moderation timestamp on a story. Acting from a report
 * (which must be about the story's author) marks that report ACTIONED.
 */
async function flagPost(
  options: StaffAction & { postId: string; reportId?: string | null },
  flag: PostFlag,
  isOn: boolean,
): Promise<PostRow> {
  const flagged = await inTransaction(options.db, async (tx) => {
    const report = options.reportId ? await lockReport(tx, options.reportId) : null;
    const [before] = await tx
      .select({ value: posts[flag] })
      .from(posts)
      .where(eq(posts.id, options.postId))
      .for('update');
    if (!before) throw new NotFoundError(MODERATION_TEXTS.postNotFound);
    const value = isOn ? sql`coalesce(${posts[flag]}, now())` : null;
    const [post] = await tx
      .update(posts)
      .set({ [flag]: value })
      .where(eq(posts.id, options.postId))
      .returning();
    if (!post) throw new NotFoundError(MODERATION_TEXTS.postNotFound);
    // A suspended response leaves its thread, so it leaves its parent's count too.
    if (flag === 'suspendedAt')
      await recordResponseSuspensionChange(tx, post.id, before.value !== null, isOn);
    if (report) {
      if (report.targetUserId !== post.creatorId)
        throw new BadRequestError(MODERATION_TEXTS.reportNotAboutAuthor);
      await tx
        .update(userReports)
        .set({ status: 'ACTIONED', ...reviewedBy(options.staff) })
        .where(eq(userReports.id, report.id));
    }
    return post;
  });
  const thread = [flagged.id, flagged.creatorId, flagged.inResponseToPostId ?? []].flat();
  announceContentChange({ ids: thread, lists: true });
  return flagged;
}

async function lockReport(tx: Database, reportId: string): Promise<UserReportRow> {
  const [report] = await tx
    .select()
    .from(userReports)
    .where(eq(userReports.id, reportId))
    .for('update');
  if (!report) throw new NotFoundError(MODERATION_TEXTS.reportNotFound);
  return report;
}

type PostAction = StaffAction & { postId: string; reportId?: string | null };

export const suspendPost = (options: PostAction) => flagPost(options, 'suspendedAt', true);
export const unsuspendPost = (options: PostAction) => flagPost(options, 'suspendedAt', false);
export const limitPost = (options: PostAction) => flagPost(options, 'limitedAt', true);
export const unlimitPost = (options: PostAction) => flagPost(options, 'limitedAt', false);
