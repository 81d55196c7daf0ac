import type { DocumentNode, ExecutionResult } from 'graphql';
import type { HeadMeta } from './head-meta';
import type { MatchContext } from './routing/matcher';

/** What the server hands the client in window.__PRELOADED_STATE__. */
export interface PreloadedState {
  /** The matched route, or null when the path matched none (404). */
  routeName: string | null;
  params: Record<string, string>;
  /** Path plus query, with the navigation-only parameters removed. */
  location: string;
  status: number;
  /** The signed-in user's id; null when logged out (their lo_ id is in the uid cookie). */
  viewerId: string | null;
  config: {
    productName: string;
    buildId: string;
    version: string;
    statusPageUrl: string;
    /** Google's client id when the one-tap prompt is offered; null otherwise. */
    oneTapClientId: string | null;
  };
  clientFlags: {
    isBot: boolean;
    isEu: boolean;
    routingEntity: 'DEFAULT' | 'USER' | 'COLLECTION';
  };
  showPrivacyBanner: boolean;
  navigation: {
    referrerSource: string | null;
    responsesOpen: boolean;
    unsafeRedirectUrl: string | null;
  };
  customDomain: MatchContext['customDomain'] | null;
}

export type ExecuteOperation = (
  document: DocumentNode,
  variables: Record<string, unknown>,
) => Promise<ExecutionResult>;

export interface RenderRequest {
  state: PreloadedState;
  execute: ExecuteOperation;
  /** The site's public origin, for absolute URLs in meta tags. */
  origin?: string;
  /** The site's account on X ('@name'), for twitter:site; null when it has none. */
  twitterSite?: string | null;
}

/**
 * One operation's result as the page's render read it, shipped to the browser
 * to be written into its cache before hydration (window.__QUERY_RESULTS__).
 */
export interface ShippedResult {
  /** The operation's name (they are unique across the client's documents). */
  operation: string;
  variables: Record<string, unknown>;
  data: unknown;
}

export interface RenderResult {
  status: number;
  /** Markup for inside #root. */
  html: string;
  title: string;
  description: string;
  /** The screen module rendered, so the server can link its code and styles. */
  screenSource: string;
  /** The results the page rendered from, trimmed to what hydration needs. */
  queryResults: ShippedResult[];
  routeName: string | null;
  /** Canonical, OpenGraph, Twitter and JSON-LD metadata, when the screen has any. */
  head?: HeadMeta | null;
  /** A path to answer 301 to instead of rendering (the canonical URL of a story). */
  redirectTo?: string | null;
  /** The page must not be shown inside a frame. */
  refusesFraming?: boolean;
}

/** What the public status page shows: nothing beyond what any visitor may know. */
export interface SiteStatus {
  productName: string;
  databaseReachable: boolean;
  version: string;
  /** When this app process started (ISO). */
  startedAt: string;
  uptimeSeconds: number;
  /** When the checks ran (ISO). */
  checkedAt: string;
}

export interface PageRenderer {
  renderPage(request: RenderRequest): Promise<RenderResult>;
  renderServerError(state: PreloadedState): string;
  /** The body of the public status page (/status); rendered without client code. */
  renderStatusPage(status: SiteStatus): string;
}

export const GRAPHQL_URI = '/_/graphql';
