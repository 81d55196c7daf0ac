import { describe, expect, it } from 'vitest';
import { lockedPreview } from '@shared/content/locked-preview';
import { readerMeterState } from './reader-meter';

const base = { isLocked: true, isMember: false, canManage: false, meteredPostIds: [] };

describe('readerMeterState', () => {
  it('paywalls a member-only story for non-members', () => {
    expect(readerMeterState(base)).toBe('paywalled');
  });
  it('lets members read', () => {
    expect(readerMeterState({ ...base, isMember: true })).toBe('member');
  });
  it('is metered when the metering info has post ids', () => {
    expect(readerMeterState({ ...base, meteredPostIds: ['abc'] })).toBe('metered');
  });
  it('does not meter public stories or the writer', () => {
    expect(readerMeterState({ ...base, isLocked: false })).toBe('not_metered');
    expect(readerMeterState({ ...base, canManage: true })).toBe('not_metered');
  });
});

describe('lockedPreview', () => {
  it('keeps the opening up to three text paragraphs', () => {
    const paragraphs = ['H4', 'P', 'IMG', 'P', 'P', 'P'].map((type, index) => ({ type, index }));
    expect(lockedPreview(paragraphs).map((p) => p.index)).toEqual([0, 1, 2, 3, 4]);
  });
});
