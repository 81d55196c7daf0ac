import { describe, expect, it } from 'vitest';
import { memberPool, splitByLargestRemainder, storyEarnings } from './partner-earnings';

const seconds = (entries: Record<string, number>) => new Map(Object.entries(entries));
const total = (parts: Map<string, number>) => [...parts.values()].reduce((a, b) => a + b, 0);

describe('Partner Program earnings', () => {
  it('gives writers the fee minus the platform share, the platform keeping the rounding', () => {
    expect(memberPool(500, 5000)).toBe(250);
    expect(memberPool(499, 5000)).toBe(249);
    expect(memberPool(500, 0)).toBe(500);
    expect(memberPool(500, 10_000)).toBe(0);
    expect(memberPool(333, 3000)).toBe(233);
  });

  it('splits a member’s pool by their reading time', () => {
    expect(
      storyEarnings([{ feeMinor: 500, secondsByStory: seconds({ a: 300, b: 100 }) }], 5000),
    ).toEqual(
      new Map([
        ['a', 188],
        ['b', 62],
      ]),
    );
  });

  it('never creates money: the largest remainders take the leftover units', () => {
    const parts = splitByLargestRemainder(100, seconds({ a: 1, b: 1, c: 1 }));
    // 33.33 each: the one unit left goes to the smallest id on a tie.
    expect(parts).toEqual(
      new Map([
        ['a', 34],
        ['b', 33],
        ['c', 33],
      ]),
    );
    expect(splitByLargestRemainder(10, seconds({ x: 7, y: 2, z: 1 }))).toEqual(
      new Map([
        ['x', 7],
        ['y', 2],
        ['z', 1],
      ]),
    );
    expect(splitByLargestRemainder(5, seconds({ x: 60, y: 25, z: 15 }))).toEqual(
      new Map([
        ['x', 3],
        ['y', 1],
        ['z', 1],
      ]),
    );
    for (const pool of [0, 1, 7, 249, 2500, 99_999])
      expect(total(splitByLargestRemainder(pool, seconds({ a: 13, b: 29, c: 58, d: 1 })))).toBe(
        pool,
      );
  });

  it('adds up each story’s earnings over its members, and ignores stories nobody read', () => {
    const earnings = storyEarnings(
      [
        { feeMinor: 500, secondsByStory: seconds({ a: 60, b: 60 }) },
        { feeMinor: 1000, secondsByStory: seconds({ b: 10, c: 0 }) },
        { feeMinor: 500, secondsByStory: seconds({}) },
      ],
      5000,
    );
    expect(earnings).toEqual(
      new Map([
        ['a', 125],
        ['b', 625],
      ]),
    );
    // Together never more than the members' pools.
    expect(total(earnings)).toBeLessThanOrEqual(250 + 500 + 250);
  });
});
