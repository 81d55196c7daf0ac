/** Spec navigation §4, Reader meter state. */
export type ReaderMeterState = 'paywalled' | 'member' | 'metered' | 'not_metered';

export interface ReaderMeterInput {
  isLocked: boolean;
  isMember: boolean;
  /** Authors and editors always read their own stories in full. */
  canManage: boolean;
  /** Post ids from the metering info (free member-only reads this period). */
  meteredPostIds: readonly string[];
}

export function readerMeterState(input: ReaderMeterInput): ReaderMeterState {
  if (input.isMember) return 'member';
  if (!input.isLocked || input.canManage) return 'not_metered';
  return input.meteredPostIds.length > 0 ? 'metered' : 'paywalled';
}
