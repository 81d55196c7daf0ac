import { describe, expect, it } from 'vitest';
import {
  collectionMenuItem,
  followChange,
  isFollowButtonShown,
  reportButtonLabel,
  reportDefaults,
  userMenuItems,
} from './social-rules';

const target = { id: 'ada', isBlocking: false, isMuting: false };

describe('follow button', () => {
  it('is hidden for yourself and on AMP pages, shown to visitors and other readers', () => {
    expect(isFollowButtonShown({ viewerId: 'ada', targetUserId: 'ada' })).toBe(false);
    expect(isFollowButtonShown({ viewerId: 'bob', targetUserId: 'ada', isAmp: true })).toBe(false);
    expect(isFollowButtonShown({ viewerId: null, targetUserId: 'ada' })).toBe(true);
    expect(isFollowButtonShown({ viewerId: 'bob', targetUserId: 'ada' })).toBe(true);
  });

  it('follows when not following and unfollows when following, moving counts by one', () => {
    expect(followChange(false)).toEqual({
      next: true,
      field: 'followUser',
      delta: 1,
      event: 'user.followed',
    });
    expect(followChange(true)).toEqual({
      next: false,
      field: 'unfollowUser',
      delta: -1,
      event: 'user.unfollowed',
    });
  });
});

describe('person menu rules (navigation §5)', () => {
  it('offers nothing to a visitor or for yourself', () => {
    expect(userMenuItems({ viewerId: null, target, isMuteEnabled: true })).toEqual([]);
    expect(userMenuItems({ viewerId: 'ada', target, isMuteEnabled: true })).toEqual([]);
  });

  it('offers mute, block and report for someone else', () => {
    expect(userMenuItems({ viewerId: 'bob', target, isMuteEnabled: true })).toEqual([
      'mute',
      'block',
      'report',
    ]);
  });

  it('offers block only when not already blocking, unblock otherwise', () => {
    const blocked = { ...target, isBlocking: true, isMuting: true };
    expect(userMenuItems({ viewerId: 'bob', target: blocked, isMuteEnabled: true })).toEqual([
      'unmute',
      'unblock',
      'report',
    ]);
  });

  it('hides mute when enable_mute is off', () => {
    expect(userMenuItems({ viewerId: 'bob', target, isMuteEnabled: false })).toEqual([
      'block',
      'report',
    ]);
  });

  it('never offers to mute a publication you edit, nor with the flag off or logged out', () => {
    const publication = { viewerIsEditor: false, viewerIsMuting: false };
    expect(
      collectionMenuItem({ viewerId: 'bob', collection: publication, isMuteEnabled: true }),
    ).toBe('muteCollection');
    expect(
      collectionMenuItem({
        viewerId: 'bob',
        collection: { ...publication, viewerIsMuting: true },
        isMuteEnabled: true,
      }),
    ).toBe('unmuteCollection');
    expect(
      collectionMenuItem({
        viewerId: 'bob',
        collection: { ...publication, viewerIsEditor: true },
        isMuteEnabled: true,
      }),
    ).toBeNull();
    expect(
      collectionMenuItem({ viewerId: 'bob', collection: publication, isMuteEnabled: false }),
    ).toBeNull();
    expect(
      collectionMenuItem({ viewerId: null, collection: publication, isMuteEnabled: true }),
    ).toBeNull();
    expect(
      collectionMenuItem({ viewerId: 'bob', collection: null, isMuteEnabled: true }),
    ).toBeNull();
  });
});

describe('report dialog', () => {
  it("checks 'also block' by default when blocking is on offer, and names the button after it", () => {
    expect(reportDefaults(true)).toEqual({ isAlsoBlockShown: true, alsoBlock: true });
    expect(reportDefaults(false)).toEqual({ isAlsoBlockShown: false, alsoBlock: false });
    expect(reportButtonLabel(true)).toBe('Report and block');
    expect(reportButtonLabel(false)).toBe('Report');
  });
});
