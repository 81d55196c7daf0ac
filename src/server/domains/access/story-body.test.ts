import { describe, expect, it } from 'vitest';
import { decideStoryBody, meterMonthOf } from './story-body';
import type { StoryBodyFacts } from './story-body';

const NON_MEMBER: StoryBodyFacts = {
  isLocked: true,
  isSignedIn: true,
  isMember: false,
  isManager: false,
  hasFriendKey: false,
  isCountedThisMonth: false,
  allowanceLeft: 0,
};

/** Each row: the facts that differ from a signed-in non-member past the meter, and the answer. */
const ROWS: Array<[string, Partial<StoryBodyFacts>, string, boolean]> = [
  ['open story', { isLocked: false }, 'whole:not_locked', false],
  ['author or editor', { isManager: true }, 'whole:manager', false],
  ['member', { isMember: true }, 'whole:member', false],
  ['friend link, signed in', { hasFriendKey: true }, 'whole:friend_link', false],
  [
    'friend link, logged out',
    { hasFriendKey: true, isSignedIn: false },
    'whole:friend_link',
    false,
  ],
  [
    'logged out, allowance left',
    { isSignedIn: false, allowanceLeft: 3 },
    'preview:registration',
    false,
  ],
  ['already counted this month', { isCountedThisMonth: true }, 'whole:metered', false],
  ['under the allowance', { allowanceLeft: 1 }, 'whole:metered', true],
  ['past the allowance', {}, 'preview:upsell', false],
];

describe('decideStoryBody', () => {
  it.each(ROWS)('%s', (_, facts, expected, usesAllowance) => {
    const decision = decideStoryBody({ ...NON_MEMBER, ...facts });
    const { access } = decision;
    expect(`${access.kind}:${access.kind === 'whole' ? access.reason : access.wall}`).toBe(
      expected,
    );
    expect(decision.usesAllowance).toBe(usesAllowance);
  });
});

describe('meterMonthOf', () => {
  it('counts in UTC calendar months', () => {
    expect(meterMonthOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11-01');
    expect(meterMonthOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12-01');
    expect(meterMonthOf(new Date('2027-01-15T12:00:00+14:00'))).toBe('2027-01-01');
  });
});
