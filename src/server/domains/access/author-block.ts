import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { userBlocks } from '@server/db/schema/social';
import { ForbiddenError } from '@server/lib/app-errors';

/** Refusals of what a blocked person may no longer do to the blocker's stories. */
export const BLOCKED_ACTION_TEXTS = {
  clap: 'You cannot clap for this story: its author has blocked you.',
  respond: 'You cannot respond to this story: its author has blocked you.',
  bookmark: 'You cannot save this story: its author has blocked you.',
  highlight: 'You cannot highlight this story: its author has blocked you.',
} as const;

/**
 * Refuses (FORBIDDEN, in the action's own words) what a reader the author
 * blocked tries to do to the author's story: clap, respond, save, highlight.
 * Reading it is refused by the read rule (storyRefusal) already.
 */
export async function refuseIfBlockedByAuthor(options: {
  db: Database;
  viewerId: string;
  authorId: string;
  action: keyof typeof BLOCKED_ACTION_TEXTS;
}): Promise<void> {
  if (options.viewerId === options.authorId) return;
  const [row] = await options.db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      and(eq(userBlocks.blockerId, options.authorId), eq(userBlocks.blockedId, options.viewerId)),
    )
    .limit(1);
  if (row) throw new ForbiddenError(BLOCKED_ACTION_TEXTS[options.action]);
}
