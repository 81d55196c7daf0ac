/** Spec navigation §4, Reader meter state. */
export type ReaderMeterState = 'paywalled' | 'member' | 'metered' | 'not_metered';

export interface ReaderMeterInput {
  postId: string;
  isLocked: boolean;
  isMember: boolean;
  /** Authors and their publication's editors always read their stories in full. */
  canManage: boolean;
  /** The server cut the story to its opening for this reader (it alone decides). */
  isLockedPreviewOnly: boolean;
  /** Post ids from the metering info: member-only stories read free this month. */
  meteredPostIds: readonly string[];
}

/**
 * Which state the story page is in. The server has already decided what the
 * reader may read; this only names it so the page shows the right notice:
 * the locked preview (paywalled), nothing (member, not_metered: the story is
 * open, the viewer's own, or opened by a friend link), or the meter (metered).
 */
export function readerMeterState(input: ReaderMeterInput): ReaderMeterState {
  if (input.isLockedPreviewOnly) return 'paywalled';
  if (input.isMember) return 'member';
  if (!input.isLocked || input.canManage) return 'not_metered';
  return input.meteredPostIds.includes(input.postId) ? 'metered' : 'not_metered';
}
