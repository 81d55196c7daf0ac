/**
 * What the follow button and the person menus offer (navigation §5):
 * pure, so the rules are tested without rendering.
 */

export interface FollowChange {
  /** isFollowing after the click. */
  next: boolean;
  field: 'followUser' | 'unfollowUser';
  /** How the followed person's follower count (and the viewer's following count) move. */
  delta: 1 | -1;
  event: 'user.followed' | 'user.unfollowed';
}

export function followChange(isFollowing: boolean): FollowChange {
  return isFollowing
    ? { next: false, field: 'unfollowUser', delta: -1, event: 'user.unfollowed' }
    : { next: true, field: 'followUser', delta: 1, event: 'user.followed' };
}

/** No follow button for yourself, nor on AMP pages. Visitors see it: a click offers sign-up. */
export function isFollowButtonShown(options: {
  viewerId: string | null;
  targetUserId: string;
  isAmp?: boolean;
}): boolean {
  return !options.isAmp && options.viewerId !== options.targetUserId;
}

export type UserMenuItem = 'mute' | 'unmute' | 'block' | 'unblock' | 'report';

/**
 * A person's menu: block and report are hidden for yourself and when logged
 * out; block is offered only when not already blocking (unblock otherwise);
 * mute only with enable_mute, never for yourself. A visitor can do none of these.
 */
export function userMenuItems(options: {
  viewerId: string | null;
  target: { id: string; isBlocking: boolean; isMuting: boolean };
  isMuteEnabled: boolean;
}): UserMenuItem[] {
  const { viewerId, target, isMuteEnabled } = options;
  if (!viewerId || viewerId === target.id) return [];
  const items: UserMenuItem[] = [];
  if (isMuteEnabled) items.push(target.isMuting ? 'unmute' : 'mute');
  items.push(target.isBlocking ? 'unblock' : 'block');
  items.push('report');
  return items;
}

export type CollectionMenuItem = 'muteCollection' | 'unmuteCollection';

/** Mute a publication: with enable_mute, signed in, and never one you edit. */
export function collectionMenuItem(options: {
  viewerId: string | null;
  collection: { viewerIsEditor: boolean; viewerIsMuting: boolean } | null;
  isMuteEnabled: boolean;
}): CollectionMenuItem | null {
  const { viewerId, collection, isMuteEnabled } = options;
  if (!viewerId || !collection || !isMuteEnabled || collection.viewerIsEditor) return null;
  return collection.viewerIsMuting ? 'unmuteCollection' : 'muteCollection';
}

/** The report dialog's 'also block' box starts checked when blocking is on offer. */
export function reportDefaults(isBlockOffered: boolean) {
  return { isAlsoBlockShown: isBlockOffered, alsoBlock: isBlockOffered };
}

export function reportButtonLabel(alsoBlock: boolean): 'Report' | 'Report and block' {
  return alsoBlock ? 'Report and block' : 'Report';
}
