import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { userBlocks } from '@server/db/schema/social';
import type { ServiceContext } from '@server/service-context';
import { ForbiddenError } from '@server/lib/app-errors';
import { blockedViewerKey } from './users.loaders';
import { findUserByUsername } from './users.service';

/**
 * Whether the person behind a profile or story blocked the viewer. Batched
 * through the request's loader; never true for visitors or for oneself.
 */
export function isBlockedBy(ctx: ServiceContext, ownerId: string): Promise<boolean> | false {
  const viewer = ctx.viewer;
  if (!viewer || viewer.id === ownerId) return false;
  return ctx.loaders.blockedViewer.load(blockedViewerKey(viewer.id, ownerId));
}

/** Refuses (FORBIDDEN) what a blocked person tries to do to the blocker's stories. */
export async function refuseIfBlockedBy(options: {
  db: Database;
  viewerId: string;
  ownerId: string;
  message: string;
}): Promise<void> {
  if (options.viewerId === options.ownerId) return;
  const [row] = await options.db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      and(eq(userBlocks.blockerId, options.ownerId), eq(userBlocks.blockedId, options.viewerId)),
    )
    .limit(1);
  if (row) throw new ForbiddenError(options.message);
}

/**
 * Whether what a profile lists (e.g. its highlights) is hidden from this
 * viewer: the account is suspended, or its owner blocked the viewer.
 */
export async function isProfileHidden(ctx: ServiceContext, username: string): Promise<boolean> {
  const user = await findUserByUsername(ctx.db, username.replace(/^@/, ''));
  if (!user) return false;
  return user.isSuspended || (await isBlockedBy(ctx, user.id));
}
