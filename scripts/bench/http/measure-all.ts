import { measure, warmUp } from './load';
import type { LoadShape, RunResult, Target } from './load';

/** Pages measured against Ghost: Quire and Ghost take turns, A B A B, so drift hits both alike. */
export const PAIRED_PAGES = ['story (logged out)', 'home (logged out)'];

export interface Contender {
  pid: number;
  targets: Target[];
}

function describe(run: RunResult): string {
  return (
    `${run.server.padEnd(5)} ${run.page.padEnd(22)} round ${run.round}: ${run.requestsPerSecond} req/s, ` +
    `p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, errors ${run.errors} (${run.timeouts} timed out), ` +
    `non-2xx ${run.non2xx}, peak RSS ${run.peakRssMb} MB`
  );
}

/**
 * Warms every target up, then measures: the paired pages round by round
 * (Quire, then Ghost when it runs), then Quire's other pages once each.
 */
export async function measureAll(options: {
  quire: Contender;
  ghost: Contender | null;
  shape: LoadShape;
  warmUpSeconds: number;
  rounds: number;
}): Promise<RunResult[]> {
  const { quire, ghost, shape } = options;
  const runs: RunResult[] = [];
  const run = async (contender: Contender, target: Target, round: number) => {
    const result = await measure(target, shape, contender.pid, round);
    console.log(describe(result));
    runs.push(result);
  };
  console.log(`Warming up (${options.warmUpSeconds} s per page, 10 connections)…`);
  for (const target of [...quire.targets, ...(ghost?.targets ?? [])])
    await warmUp(target, options.warmUpSeconds);
  for (const page of PAIRED_PAGES) {
    const mine = quire.targets.find((target) => target.page === page);
    const theirs = ghost?.targets.find((target) => target.page === page);
    for (let round = 1; mine && round <= options.rounds; round += 1) {
      await run(quire, mine, round);
      if (ghost && theirs) await run(ghost, theirs, round);
    }
  }
  for (const target of quire.targets.filter((entry) => !PAIRED_PAGES.includes(entry.page)))
    await run(quire, target, 1);
  return runs;
}
