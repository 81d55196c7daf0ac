import type { ApolloClient } from '@apollo/client';
import { NOT_FOUND_SCREEN, screenFor } from '../screens/registry';
import type { ScreenEntry } from '../screens/registry';
import type { HeadMeta } from '@shared/head-meta';
import type { ScreenDefinition, ScreenModule } from '../screens/screen';
import type { ShippedResult } from '@shared/ssr-contract';
import { writeShippedResults } from '../graphql/shipped-results';
import { SHELL_QUERY } from './shell-query';

/** A screen whose code is loaded and whose data is in the Apollo cache. */
export interface LoadedScreen {
  routeName: string | null;
  params: Record<string, string>;
  location: string;
  definition: ScreenDefinition<never>;
  source: string;
  isNotFound: boolean;
  title: string;
  description: string;
  /** 200 unless the screen says otherwise (404 for the not-found screen). */
  status: number;
  /** Set when the requested path is not the canonical one (server answers 301). */
  redirectTo: string | null;
  /** Computed only when an origin is given (server rendering). */
  head: HeadMeta | null;
  refusesFraming: boolean;
}

export interface LoadScreenInput {
  routeName: string | null;
  params: Record<string, string>;
  location: string;
  client: ApolloClient;
  productName: string;
  /** The public origin; given on the server so the screen can build its head. */
  origin?: string;
  /** The site's account on X, for twitter:site (server only). */
  twitterSite?: string | null;
  /**
   * Given while hydrating: the data is already in the restored cache, and
   * reading it first in a task of its own halves the longest start-up task
   * (a cold cache read, then the query's own document work).
   */
  yieldToBrowser?: () => Promise<void>;
  /** Given while hydrating: the results the server rendered from, written into the cache first. */
  shippedResults?: readonly ShippedResult[];
}

function pathOf(location: string): string {
  const query = location.indexOf('?');
  return query === -1 ? location : location.slice(0, query);
}

/**
 * Each screen's code, imported once per process. A repeated `import()` of a
 * loaded module still resolves it again on every page — on the server through
 * the module loader's hooks, a round trip to another thread per page. A failed
 * load (a chunk the network lost) is forgotten, so the next navigation tries again.
 */
const screenCode = new Map<ScreenEntry, Promise<ScreenModule>>();

function loadScreenCode(entry: ScreenEntry): Promise<ScreenModule> {
  let code = screenCode.get(entry);
  if (!code) {
    code = entry.load();
    screenCode.set(entry, code);
    code.catch(() => screenCode.delete(entry));
  }
  return code;
}

/** Loads the screen's code and data; a screen whose data says "not found" becomes the 404 screen. */
export async function loadScreen(input: LoadScreenInput): Promise<LoadedScreen> {
  const entry = screenFor(input.routeName);
  const { screen } = await loadScreenCode(entry);
  const definition = screen as ScreenDefinition<unknown>;
  let data: unknown;
  const props = { params: input.params, location: input.location };
  if (definition.query && (!definition.requiresViewer || hasViewer(input.client))) {
    const variables = definition.variables?.(props) ?? {};
    if (input.shippedResults)
      writeShippedResults(input.client, definition.query, input.shippedResults);
    if (input.yieldToBrowser) {
      await input.yieldToBrowser();
      input.client.readQuery({ query: definition.query, variables });
      await input.yieldToBrowser();
    }
    const result = await input.client.query({ query: definition.query, variables });
    data = result.data;
  }
  const isNotFoundScreen = entry === NOT_FOUND_SCREEN;
  if (!isNotFoundScreen && definition.isNotFound?.(data, props)) {
    return loadScreen({ ...input, routeName: null });
  }
  return {
    routeName: isNotFoundScreen ? null : input.routeName,
    params: input.params,
    location: input.location,
    definition: screen,
    source: entry.source,
    isNotFound: isNotFoundScreen,
    title: definition.title?.(data, input.productName) ?? input.productName,
    description: definition.description?.(data) ?? '',
    status: isNotFoundScreen ? 404 : (definition.status?.(data) ?? 200),
    redirectTo: redirectFor(definition.canonicalPath?.(data) ?? null, input.location),
    head:
      input.origin === undefined
        ? null
        : (definition.head?.(data, {
            origin: input.origin,
            productName: input.productName,
            twitterSite: input.twitterSite ?? null,
          }) ?? null),
    refusesFraming: definition.refusesFraming ?? false,
  };
}

/** The shell query runs first (server) or is restored (browser), so the cache knows the viewer. */
function hasViewer(client: ApolloClient): boolean {
  return !!client.readQuery({ query: SHELL_QUERY })?.viewer;
}

function redirectFor(canonicalPath: string | null, location: string): string | null {
  if (!canonicalPath || !canonicalPath.startsWith('/')) return null;
  return canonicalPath === pathOf(location) ? null : canonicalPath;
}
