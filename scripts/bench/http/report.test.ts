import { describe, expect, it } from 'vitest';
import type { RunResult } from './load';
import { ratios, summarise, table } from './report';

const run = (server: 'quire' | 'ghost', page: string, round: number, rate: number): RunResult => ({
  page,
  server,
  round,
  requestsPerSecond: rate,
  p50Ms: rate,
  p99Ms: rate * 10,
  requests: rate * 20,
  errors: 1,
  timeouts: round === 2 ? 1 : 0,
  non2xx: 0,
  peakRssMb: 100 + round,
});

describe('the bench:http report', () => {
  const runs = [
    run('quire', 'story (logged out)', 1, 300),
    run('ghost', 'story (logged out)', 1, 100),
    run('quire', 'story (logged out)', 2, 500),
    run('ghost', 'story (logged out)', 2, 100),
    run('quire', 'profile (logged out)', 1, 40),
  ];

  it('sums errors (timeouts included) over the rounds, keeps the highest memory and the range of each figure', () => {
    const story = summarise(runs).find(
      (page) => page.server === 'quire' && page.page.startsWith('story'),
    );
    expect(story).toMatchObject({
      rounds: 2,
      requestsPerSecond: 400,
      requestsPerSecondRange: [300, 500],
      p99Ms: [3000, 5000],
      errors: 2,
      timeouts: 1,
      peakRssMb: 102,
    });
  });

  it("gives Quire's ratio to Ghost overall and round by round, only for pages both served", () => {
    expect(ratios(runs, summarise(runs))).toEqual([
      { page: 'story (logged out)', ratio: 4, perRound: [3, 5] },
    ]);
  });

  it('prints one table row per page and server, with the probed size and cookies for Quire', () => {
    const probes = [{ page: 'profile (logged out)', status: 200, bytes: 2048, setsCookies: false }];
    const lines = table(summarise(runs), probes).split('\n');
    expect(lines).toHaveLength(2 + 3);
    expect(lines[2]).toContain('| 2 (1 timed out) |');
    expect(lines.at(-1)).toBe(
      '| profile (logged out) | quire | 40 | 40 ms | 400 ms | 1 | 0 | 101 MB | 2.0 KB | no |',
    );
  });
});
