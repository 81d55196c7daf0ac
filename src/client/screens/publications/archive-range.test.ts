import { describe, expect, it } from 'vitest';
import { archiveParamsOf, groupByYear } from './archive-range';

describe('the archive address', () => {
  it('reads a year and a month, and refuses what cannot be one', () => {
    expect(archiveParamsOf({})).toEqual({ year: null, month: null });
    expect(archiveParamsOf({ year: '2025' })).toEqual({ year: 2025, month: null });
    expect(archiveParamsOf({ year: '2025', month: '03' })).toEqual({ year: 2025, month: 3 });
    expect(archiveParamsOf({ year: '25' })).toBeNull();
    expect(archiveParamsOf({ year: '2025', month: '13' })).toBeNull();
    expect(archiveParamsOf({ year: '2025', month: 'may' })).toBeNull();
  });

  it('groups months under their years with the years’ totals, newest first', () => {
    expect(
      groupByYear([
        { year: 2025, month: 3, storyCount: 2 },
        { year: 2025, month: 1, storyCount: 1 },
        { year: 2024, month: 12, storyCount: 4 },
      ]),
    ).toEqual([
      {
        year: 2025,
        storyCount: 3,
        months: [
          { month: 3, storyCount: 2 },
          { month: 1, storyCount: 1 },
        ],
      },
      { year: 2024, storyCount: 4, months: [{ month: 12, storyCount: 4 }] },
    ]);
  });
});
