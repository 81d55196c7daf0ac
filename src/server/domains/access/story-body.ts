import { lockedPreview } from '@shared/content/locked-preview';

/**
 * The metered paywall's decision: may this viewer read this story's body now,
 * and does reading it use one of their free member-only stories this month.
 * A pure function of facts gathered by reader-meter.ts, so every transport
 * (page, GraphQL, AMP, feeds, highlights and quotes) answers the same way.
 */
export type StoryBodyAccess =
  | { kind: 'whole'; reason: 'not_locked' | 'manager' | 'member' | 'friend_link' | 'metered' }
  | { kind: 'preview'; wall: 'registration' | 'upsell' };

export interface StoryBodyFacts {
  isLocked: boolean;
  isSignedIn: boolean;
  isMember: boolean;
  /** The story's author, or the creator or an editor of its publication. */
  isManager: boolean;
  /** The request carries the story's friend-link key. */
  hasFriendKey: boolean;
  /** This story is already among the viewer's metered reads this month. */
  isCountedThisMonth: boolean;
  /** Free member-only stories the viewer may still start this month (0 when only peeking). */
  allowanceLeft: number;
}

export interface StoryBodyDecision {
  access: StoryBodyAccess;
  /** Granting this read adds a (reader, story, month) row. */
  usesAllowance: boolean;
}

const whole = (reason: Extract<StoryBodyAccess, { kind: 'whole' }>['reason'], uses = false) => ({
  access: { kind: 'whole', reason } as const,
  usesAllowance: uses,
});

export function decideStoryBody(facts: StoryBodyFacts): StoryBodyDecision {
  if (!facts.isLocked) return whole('not_locked');
  if (facts.isManager) return whole('manager');
  if (facts.isMember) return whole('member');
  // The friend link passes the meter for anyone, signed in or not, and counts nothing.
  if (facts.hasFriendKey) return whole('friend_link');
  // Logged-out readers meet the registration wall before any free story.
  if (!facts.isSignedIn)
    return { access: { kind: 'preview', wall: 'registration' }, usesAllowance: false };
  if (facts.isCountedThisMonth) return whole('metered');
  if (facts.allowanceLeft > 0) return whole('metered', true);
  return { access: { kind: 'preview', wall: 'upsell' }, usesAllowance: false };
}

/** The calendar month (UTC) a metered read counts in, as its first day: 'YYYY-MM-01'. */
export function meterMonthOf(now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}-${month}-01`;
}

const EVERYONE: StoryBodyFacts = {
  isLocked: false,
  isSignedIn: false,
  isMember: false,
  isManager: false,
  hasFriendKey: false,
  isCountedThisMonth: false,
  allowanceLeft: 0,
};

/**
 * The paragraphs a copy shared with everyone may carry (AMP, feeds, social
 * cards): the same decision for a logged-out reader, so a member-only story
 * gives its opening only, and no picture or word past it.
 */
export function bodyForEveryone<T extends { type: string }>(
  story: { visibility: string },
  paragraphs: readonly T[],
): T[] {
  const { access } = decideStoryBody({ ...EVERYONE, isLocked: story.visibility === 'LOCKED' });
  return access.kind === 'whole' ? [...paragraphs] : lockedPreview(paragraphs);
}
