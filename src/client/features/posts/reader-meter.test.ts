import { describe, expect, it } from 'vitest';
import { lockedPreview } from '@shared/content/locked-preview';
import { readerMeterState } from './reader-meter';

const base = {
  postId: 'abc',
  isLocked: true,
  isMember: false,
  canManage: false,
  isLockedPreviewOnly: false,
  meteredPostIds: [],
};

describe('readerMeterState', () => {
  it('is paywalled whenever the server sent only the locked preview', () => {
    expect(readerMeterState({ ...base, isLockedPreviewOnly: true })).toBe('paywalled');
    expect(readerMeterState({ ...base, isLockedPreviewOnly: true, isMember: true })).toBe(
      'paywalled',
    );
  });
  it('names members', () => {
    expect(readerMeterState({ ...base, isMember: true })).toBe('member');
  });
  it('is metered when the metering info holds this story', () => {
    expect(readerMeterState({ ...base, meteredPostIds: ['other', 'abc'] })).toBe('metered');
  });
  it('is not metered for another story the meter counted (a friend link opened this one)', () => {
    expect(readerMeterState({ ...base, meteredPostIds: ['other'] })).toBe('not_metered');
  });
  it('does not meter public stories or the writer and editors', () => {
    expect(readerMeterState({ ...base, isLocked: false, meteredPostIds: ['abc'] })).toBe(
      'not_metered',
    );
    expect(readerMeterState({ ...base, canManage: true, meteredPostIds: ['abc'] })).toBe(
      'not_metered',
    );
  });
});

describe('lockedPreview', () => {
  it('keeps the opening up to three text paragraphs', () => {
    const paragraphs = ['H4', 'P', 'IMG', 'P', 'P', 'P'].map((type, index) => ({ type, index }));
    expect(lockedPreview(paragraphs).map((p) => p.index)).toEqual([0, 1, 2, 3, 4]);
  });
});
