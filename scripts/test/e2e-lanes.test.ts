import { describe, expect, it } from 'vitest';
import { dealOut } from './e2e-lanes';

describe('dealing spec files out to the end-to-end lanes', () => {
  const files = ['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts', 'new.spec.ts'];
  const seconds = { 'a.spec.ts': 90, 'b.spec.ts': 60, 'c.spec.ts': 40, 'd.spec.ts': 20 };

  it('gives every file to exactly one lane, longest first onto the lightest', () => {
    const lanes = dealOut(files, seconds, 2);
    expect(lanes.flatMap((lane) => lane.files).sort()).toEqual(files);
    // A file the durations do not know counts as their median (60 s).
    expect(lanes.map((lane) => lane.seconds)).toEqual([130, 140]);
  });

  it('opens no empty lane', () => {
    expect(dealOut(['a.spec.ts'], seconds, 2)).toEqual([{ files: ['a.spec.ts'], seconds: 90 }]);
  });
});
