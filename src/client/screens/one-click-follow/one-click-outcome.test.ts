import { describe, expect, it } from 'vitest';
import { oneClickOutcome, oneClickToast } from './one-click-outcome';

const ada = { id: 'ada', isFollowing: false };

describe('one-click follow', () => {
  it('asks a visitor to sign in first, and refuses to follow yourself', () => {
    expect(oneClickOutcome({ viewerId: null, user: ada })).toBe('signIn');
    expect(oneClickOutcome({ viewerId: 'ada', user: ada })).toBe('self');
  });

  it('follows someone new and leaves an existing follow alone', () => {
    expect(oneClickOutcome({ viewerId: 'bob', user: ada })).toBe('follow');
    expect(oneClickOutcome({ viewerId: 'bob', user: { ...ada, isFollowing: true } })).toBe(
      'already',
    );
  });

  it('shows the spec toasts with the product name', () => {
    expect(oneClickToast('followed', 'Ada', 'Quire')).toBe('You are now following Ada on Quire');
    expect(oneClickToast('already', 'Ada', 'Quire')).toBe("You're already following Ada on Quire");
    expect(oneClickToast('self', 'Ada', 'Quire')).toBe('You cannot follow yourself on Quire');
    expect(oneClickToast('failed', 'Ada', 'Quire')).toBe(
      "Sorry, that didn't work. Click Follow on the page below to try again.",
    );
    expect(oneClickToast('signIn', 'Ada', 'Quire')).toBeNull();
  });
});
