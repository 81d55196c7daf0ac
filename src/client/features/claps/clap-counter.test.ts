import { describe, expect, it } from 'vitest';
import { MAX_CLAPS_PER_READER } from '@shared/limits';
import { IDLE_COUNTER, clapReducer } from './clap-counter';
import type { ClapState } from './clap-counter';

const fetched = { clapCount: 10, viewerClapCount: 2 };

function clicked(state: ClapState, times: number): ClapState {
  let next = state;
  for (let index = 0; index < times; index += 1)
    next = clapReducer(next, { type: 'clicked', postId: 'p1', fetched });
  return next;
}

describe('clapReducer', () => {
  it('shows every click at once and counts it as unsent', () => {
    const state = clicked({}, 3);
    expect(state.p1?.claps).toEqual({
      clapCount: 13,
      viewerClapCount: 5,
      viewerHasClappedSinceFetch: true,
    });
    expect(state.p1?.counter.itemCount).toBe(3);
    // The backup is what the server last confirmed: the fetched counts.
    expect(state.p1?.counter.backup).toEqual({
      clapCount: 10,
      viewerClapCount: 2,
      viewerHasClappedSinceFetch: false,
    });
  });

  it('stops adding at 50 claps from the viewer', () => {
    const nearCap = { clapCount: 70, viewerClapCount: MAX_CLAPS_PER_READER - 1 };
    const once = clapReducer({}, { type: 'clicked', postId: 'p1', fetched: nearCap });
    expect(once.p1?.claps.viewerClapCount).toBe(50);
    const twice = clapReducer(once, { type: 'clicked', postId: 'p1', fetched: nearCap });
    expect(twice).toBe(once);
    const atCap = { clapCount: 50, viewerClapCount: 50 };
    const fresh: ClapState = {};
    expect(clapReducer(fresh, { type: 'clicked', postId: 'p1', fetched: atCap })).toBe(fresh);
  });

  it('keeps clicks made while sending on top of the confirmed counts', () => {
    let state = clicked({}, 2);
    state = clapReducer(state, { type: 'sendStarted', postId: 'p1' });
    expect(state.p1?.counter).toMatchObject({ itemCount: 0, isSending: true });
    state = clicked(state, 1);
    // Someone else clapped meanwhile: the server says 13, not 12.
    state = clapReducer(state, {
      type: 'sendSucceeded',
      postId: 'p1',
      confirmed: { clapCount: 13, viewerClapCount: 4 },
    });
    expect(state.p1?.claps).toEqual({
      clapCount: 14,
      viewerClapCount: 5,
      viewerHasClappedSinceFetch: true,
    });
    expect(state.p1?.counter).toMatchObject({
      itemCount: 1,
      isSending: false,
      backup: { clapCount: 13, viewerClapCount: 4 },
    });
  });

  it('forgets the backup once everything shown is confirmed', () => {
    let state = clicked({}, 2);
    state = clapReducer(state, { type: 'sendStarted', postId: 'p1' });
    state = clapReducer(state, {
      type: 'sendSucceeded',
      postId: 'p1',
      confirmed: { clapCount: 12, viewerClapCount: 4 },
    });
    expect(state.p1?.counter).toEqual(IDLE_COUNTER);
    expect(state.p1?.claps.viewerHasClappedSinceFetch).toBe(true);
  });

  it('rolls back to the backup when the request fails, dropping unsent clicks', () => {
    let state = clicked({}, 4);
    state = clapReducer(state, { type: 'sendStarted', postId: 'p1' });
    state = clicked(state, 2);
    state = clapReducer(state, { type: 'sendFailed', postId: 'p1' });
    expect(state.p1?.claps).toEqual({
      clapCount: 10,
      viewerClapCount: 2,
      viewerHasClappedSinceFetch: false,
    });
    expect(state.p1?.counter).toEqual(IDLE_COUNTER);
  });

  it('takes the server counts after an unclap', () => {
    const state = clapReducer(clicked({}, 1), {
      type: 'replaced',
      postId: 'p1',
      confirmed: { clapCount: 8, viewerClapCount: 0 },
    });
    expect(state.p1?.claps).toEqual({
      clapCount: 8,
      viewerClapCount: 0,
      viewerHasClappedSinceFetch: false,
    });
  });

  it('keeps posts apart', () => {
    const state = clapReducer(clicked({}, 1), {
      type: 'clicked',
      postId: 'p2',
      fetched: { clapCount: 0, viewerClapCount: 0 },
    });
    expect(state.p1?.claps.clapCount).toBe(11);
    expect(state.p2?.claps.clapCount).toBe(1);
  });
});
