import type { RunResult } from './load';
import type { Probe } from './quire-targets';

/** The figures of one page on one server, over its rounds. */
export interface PageFigures {
  page: string;
  server: 'quire' | 'ghost';
  rounds: number;
  requestsPerSecond: number;
  requestsPerSecondRange: [number, number];
  p50Ms: [number, number];
  p99Ms: [number, number];
  /** Failed requests, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  peakRssMb: number;
}

export interface Ratio {
  page: string;
  /** Quire's requests per second over Ghost's, from the same run (means of the rounds). */
  ratio: number;
  perRound: number[];
}

const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];
const round1 = (value: number) => Math.round(value * 10) / 10;

export function summarise(runs: RunResult[]): PageFigures[] {
  const groups = new Map<string, RunResult[]>();
  for (const run of runs) {
    const key = `${run.server}\u0000${run.page}`;
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0] as RunResult;
    const rates = group.map((run) => run.requestsPerSecond);
    return {
      page: first.page,
      server: first.server,
      rounds: group.length,
      requestsPerSecond: round1(rates.reduce((sum, rate) => sum + rate, 0) / group.length),
      requestsPerSecondRange: range(rates),
      p50Ms: range(group.map((run) => run.p50Ms)),
      p99Ms: range(group.map((run) => run.p99Ms)),
      errors: group.reduce((sum, run) => sum + run.errors, 0),
      timeouts: group.reduce((sum, run) => sum + run.timeouts, 0),
      non2xx: group.reduce((sum, run) => sum + run.non2xx, 0),
      peakRssMb: Math.max(...group.map((run) => run.peakRssMb)),
    };
  });
}

/** Quire's throughput over Ghost's for each page both served, round by round. */
export function ratios(runs: RunResult[], pages: PageFigures[]): Ratio[] {
  return pages
    .filter((figures) => figures.server === 'ghost')
    .flatMap((ghost) => {
      const quire = pages.find(
        (figures) => figures.server === 'quire' && figures.page === ghost.page,
      );
      if (!quire) return [];
      const rate = (server: string, round: number) =>
        runs.find((run) => run.server === server && run.page === ghost.page && run.round === round)
          ?.requestsPerSecond ?? 0;
      const rounds = Array.from({ length: ghost.rounds }, (_, index) => index + 1);
      return [
        {
          page: ghost.page,
          ratio: Math.round((quire.requestsPerSecond / ghost.requestsPerSecond) * 100) / 100,
          perRound: rounds.map(
            (round) => Math.round((rate('quire', round) / (rate('ghost', round) || 1)) * 100) / 100,
          ),
        },
      ];
    });
}

const span = ([low, high]: [number, number], unit = '') =>
  low === high ? `${low}${unit}` : `${low}–${high}${unit}`;

const errorsOf = (figures: { errors: number; timeouts: number }) =>
  figures.timeouts > 0 ? `${figures.errors} (${figures.timeouts} timed out)` : `${figures.errors}`;

/** A Markdown table: paste-able into docs/performance.md or a pull request. */
export function table(pages: PageFigures[], probes: Probe[]): string {
  const lines = [
    '| page | server | req/s | p50 | p99 | errors | non-2xx | peak RSS | body | Set-Cookie |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const figures of pages) {
    const probe = probes.find((entry) => entry.page === figures.page);
    const isQuire = figures.server === 'quire';
    const rate =
      figures.rounds > 1
        ? `${figures.requestsPerSecond} (${span(figures.requestsPerSecondRange)})`
        : `${figures.requestsPerSecond}`;
    lines.push(
      `| ${figures.page} | ${figures.server} | ${rate} | ${span(figures.p50Ms, ' ms')} | ` +
        `${span(figures.p99Ms, ' ms')} | ${errorsOf(figures)} | ${figures.non2xx} | ` +
        `${figures.peakRssMb} MB | ${isQuire && probe ? `${(probe.bytes / 1024).toFixed(1)} KB` : ''} | ` +
        `${isQuire && probe ? (probe.setsCookies ? 'yes' : 'no') : ''} |`,
    );
  }
  return lines.join('\n');
}

export function ratioLines(list: Ratio[]): string[] {
  return list.map(
    (entry) =>
      `Quire ÷ Ghost, ${entry.page}: ${entry.ratio}× requests/s (rounds: ${entry.perRound.map((ratio) => `${ratio}×`).join(', ')})`,
  );
}
