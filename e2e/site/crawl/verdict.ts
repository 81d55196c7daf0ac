import type { LaterTarget } from '../later-targets';
import type { Visit } from './crawler';

/**
 * Reads a crawl against the list of later targets: a dead link anywhere
 * else, a listed target that answers now, and a listed target nothing links
 * to any more are each a problem, so the list can only shrink.
 */

function patternOf(target: LaterTarget): RegExp {
  const source = target.path
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${source}$`);
}

const isDead = (visit: Visit): boolean => visit.status >= 400 || visit.status === 0;

/** One crawl's visits, under the name of who crawled ('logged out', 'signed in as ada'…). */
export interface Crawl {
  label: string;
  visits: readonly Visit[];
}

function describe(visit: Visit, label: string, origin: string): string {
  const short = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) : url);
  const where = visit.foundOn.map(short).join(', ');
  return `${visit.status} ${short(visit.url)} (${label}; found on ${where})`;
}

export function judgeCrawls(
  crawls: readonly Crawl[],
  laterTargets: readonly LaterTarget[],
  origin: string,
): string[] {
  const patterns = laterTargets.map((target) => ({ target, pattern: patternOf(target) }));
  const seen = new Set<LaterTarget>();
  const problems: string[] = [];
  const visits = crawls.flatMap(({ label, visits }) =>
    [...visits].map((visit) => ({ label, visit })),
  );
  for (const { label, visit } of visits) {
    const { pathname } = new URL(visit.url);
    const listed = patterns.find(({ pattern }) => pattern.test(pathname))?.target;
    if (listed) seen.add(listed);
    if (isDead(visit) && !listed) problems.push(`dead link: ${describe(visit, label, origin)}`);
    if (!isDead(visit) && listed)
      problems.push(
        `${listed.path} (${listed.capability}) answers now: remove it from LATER_TARGETS — ${describe(visit, label, origin)}`,
      );
  }
  for (const target of laterTargets) {
    if (!seen.has(target))
      problems.push(
        `nothing links to ${target.path} (${target.capability}) any more: remove it from LATER_TARGETS`,
      );
  }
  return problems;
}
