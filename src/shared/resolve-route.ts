import { isFlagOn } from './flags';
import type { FlagMap } from './flags';
import type { MatchContext } from './routing/matcher';
import { routeMatcher } from './routing/matcher';
import type { RouteDefinition } from './routing/route-table';

/** Where a path is resolved: its custom domain, and whether test aids are served. */
export type ResolveContext = MatchContext & { allowsTestRoutes?: boolean };

export type ResolvedRoute =
  | { kind: 'screen'; route: RouteDefinition; params: Record<string, string> }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

function fillRedirect(target: string, params: Record<string, string>): string {
  return target.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * Path → what to show, the same on server and client: a route whose gating
 * flag is off, a test aid outside a test server, or no route at all, is a 404;
 * redirect routes name their target.
 */
export function resolveRoute(
  pathname: string,
  flags: Partial<FlagMap> | null,
  context: ResolveContext = {},
): ResolvedRoute {
  const match = routeMatcher.match(pathname, context);
  if (!match) return { kind: 'not-found' };
  const { route, params } = match;
  if (route.testOnly && !context.allowsTestRoutes) return { kind: 'not-found' };
  const gate = context.customDomain && route.customDomainFlag ? route.customDomainFlag : route.flag;
  if (gate && !isFlagOn(flags, gate)) return { kind: 'not-found' };
  if (route.redirectTo)
    return { kind: 'redirect', location: fillRedirect(route.redirectTo, params) };
  return { kind: 'screen', route, params };
}

/** Query parameters read into navigation state, then dropped from the address bar. */
const NAVIGATION_PARAMS = ['source', 'redirectUrl', 'responsesOpen'] as const;

export function splitNavigationParams(search: string): {
  search: string;
  referrerSource: string | null;
  unsafeRedirectUrl: string | null;
  responsesOpen: boolean;
} {
  const query = new URLSearchParams(search);
  const referrerSource = query.get('source');
  const unsafeRedirectUrl = query.get('redirectUrl');
  const responsesOpen = query.get('responsesOpen') === 'true';
  for (const name of NAVIGATION_PARAMS) query.delete(name);
  const rest = query.toString();
  return { search: rest ? `?${rest}` : '', referrerSource, unsafeRedirectUrl, responsesOpen };
}
