import type { ServiceContext } from '@server/service-context';
import { findUserByUsername } from './users.service';

/**
 * Whether the person behind a profile or story blocked the viewer. Batched
 * through the request's loader; never true for visitors or for oneself.
 */
export function isBlockedBy(ctx: ServiceContext, ownerId: string): Promise<boolean> | false {
  const viewer = ctx.viewer;
  if (!viewer || viewer.id === ownerId) return false;
  return ctx.loaders.blockedViewer.load(ownerId);
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
