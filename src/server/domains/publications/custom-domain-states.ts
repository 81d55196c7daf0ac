import type { StoredCustomDomainStatus } from '@shared/content/custom-domains';
import type { CustomDomainRow } from '@server/db/schema/publications';

/**
 * The custom-domain state machine: CREATED → VERIFIED → ACTIVE, a failed
 * check to FAILED (checked again from there), and DELETED from anywhere.
 * Every write of a status goes through `canMove`.
 */
const MOVES: Record<StoredCustomDomainStatus, readonly StoredCustomDomainStatus[]> = {
  CREATED: ['VERIFIED', 'FAILED', 'DELETED'],
  FAILED: ['VERIFIED', 'FAILED', 'DELETED'],
  VERIFIED: ['ACTIVE', 'DELETED'],
  ACTIVE: ['DELETED'],
  DELETED: [],
};

export const canMove = (from: StoredCustomDomainStatus, to: StoredCustomDomainStatus): boolean =>
  MOVES[from].includes(to);

/** customDomainState: the live (ACTIVE) domain, or the one on its way. */
export function stateOf(record: CustomDomainRow | null): {
  live: CustomDomainRow | null;
  pending: CustomDomainRow | null;
} {
  if (!record || record.status === 'DELETED') return { live: null, pending: null };
  return record.status === 'ACTIVE'
    ? { live: record, pending: null }
    : { live: null, pending: record };
}
