import { ROUTES } from './route-table';
import type { RouteDefinition, RoutingTable } from './route-table';

export type MatchContext = {
  customDomain?:
    { kind: 'collection'; collectionSlug: string } | { kind: 'user'; username: string };
};

interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

export interface Matcher {
  match(pathname: string, context?: MatchContext): RouteMatch | null;
}

export interface MatcherOptions {
  warn?: (message: string, detail?: unknown) => void;
}

type Segment =
  | { kind: 'literal'; value: string }
  | { kind: 'handle'; name: string }
  | { kind: 'param'; name: string };

interface Leaf {
  route: RouteDefinition;
  /** Param name for each captured position, in path order; names live here, not in the trie. */
  names: string[];
}

interface TrieNode {
  literals: Map<string, TrieNode>;
  handle?: TrieNode;
  param?: TrieNode;
  leaf?: Leaf;
}

const newNode = (): TrieNode => ({ literals: new Map() });

function parsePattern(path: string): Segment[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      const handle = /^@\{(\w+)\}$/.exec(part);
      if (handle?.[1]) return { kind: 'handle', name: handle[1] };
      const param = /^\{(\w+)\}$/.exec(part);
      if (param?.[1]) return { kind: 'param', name: param[1] };
      return { kind: 'literal', value: part };
    });
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Spec §2.1: an invalid encoding becomes an empty segment rather than an error.
    return '';
  }
}

/** Query, hash, trailing slash and empty segments ('//') play no part in matching. */
function splitPathname(pathname: string): string[] {
  const end = pathname.search(/[?#]/);
  const path = end === -1 ? pathname : pathname.slice(0, end);
  return path.split('/').filter(Boolean).map(decodeSegment);
}

/**
 * Inserts the pattern; returns the route already holding the same shape
 * (same literals, handles and params at the same places) instead of adding.
 */
function insert(root: TrieNode, segments: Segment[], leaf: Leaf): RouteDefinition | null {
  let node = root;
  for (const segment of segments) {
    if (segment.kind === 'literal') {
      let next = node.literals.get(segment.value);
      if (!next) node.literals.set(segment.value, (next = newNode()));
      node = next;
    } else if (segment.kind === 'handle') {
      node = node.handle ??= newNode();
    } else {
      node = node.param ??= newNode();
    }
  }
  if (node.leaf) return node.leaf.route;
  node.leaf = leaf;
  return null;
}

/** Depth-first: literal, then handle, then param, backtracking when a branch dead-ends. */
function search(
  node: TrieNode,
  segments: string[],
  index: number,
  captured: string[],
): Leaf | null {
  if (index === segments.length) return node.leaf ?? null;
  const segment = segments[index] ?? '';
  const literal = node.literals.get(segment);
  if (literal) {
    const found = search(literal, segments, index + 1, captured);
    if (found) return found;
  }
  if (node.handle && segment.startsWith('@')) {
    captured.push(segment.slice(1));
    const found = search(node.handle, segments, index + 1, captured);
    if (found) return found;
    captured.pop();
  }
  if (node.param) {
    captured.push(segment);
    const found = search(node.param, segments, index + 1, captured);
    if (found) return found;
    captured.pop();
  }
  return null;
}

export function createMatcher(
  routes: readonly RouteDefinition[],
  options: MatcherOptions = {},
): Matcher {
  const warn = options.warn ?? ((message, detail) => console.warn(message, detail));
  // One trie over everything for own-host requests, one per table for custom domains.
  const all = newNode();
  const tables: Record<RoutingTable, TrieNode> = {
    default: newNode(),
    user: newNode(),
    collection: newNode(),
  };

  for (const route of routes) {
    const segments = parsePattern(route.path);
    const names = segments.flatMap((segment) => (segment.kind === 'literal' ? [] : [segment.name]));
    const leaf: Leaf = { route, names };
    const existing = insert(all, segments, leaf);
    if (existing) {
      warn('Cannot add route', {
        name: route.name,
        path: route.path,
        conflictsWith: existing.name,
      });
      continue;
    }
    insert(tables[route.table], segments, leaf);
  }

  return {
    match(pathname, context = {}) {
      const segments = splitPathname(pathname);
      const domain = context.customDomain;
      let root = all;
      // On a custom domain the leading slug or handle is implied by the host (spec §2.1).
      // A link built for the site (/{slug}/about) still lands there: the server
      // answers it with a redirect to the short form, the client simply shows it.
      if (domain?.kind === 'collection') {
        root = tables.collection;
        if (segments[0]?.toLowerCase() !== domain.collectionSlug.toLowerCase())
          segments.unshift(domain.collectionSlug);
      } else if (domain?.kind === 'user') {
        root = tables.user;
        segments.unshift(`@${domain.username}`);
      }
      const captured: string[] = [];
      const leaf = search(root, segments, 0, captured);
      if (!leaf) return null;
      const params: Record<string, string> = {};
      leaf.names.forEach((name, i) => {
        params[name] = captured[i] ?? '';
      });
      return { route: leaf.route, params };
    },
  };
}

/** Shared matcher over the full route table. */
export const routeMatcher = createMatcher(ROUTES);
