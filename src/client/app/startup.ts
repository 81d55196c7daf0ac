import type { PreloadedState, ShippedResult } from '@shared/ssr-contract';

export interface StartupGlobals {
  state: PreloadedState;
  graphqlUri: string;
  /** The results the server rendered from (window.__APOLLO_STATE__), for the cache. */
  queryResults: ShippedResult[];
}

type WindowGlobals = Partial<
  Record<'__PRELOADED_STATE__' | '__GRAPHQL_URI__' | '__APOLLO_STATE__', unknown>
>;

function required<T>(source: WindowGlobals, name: keyof WindowGlobals): T {
  const value = source[name];
  if (value === undefined || value === null) throw new Error(`Expected window.${name} to exist`);
  return value as T;
}

/** Reads what the server embedded; start-up cannot continue without any of it. */
export function readStartupGlobals(source: WindowGlobals): StartupGlobals {
  return {
    state: required<PreloadedState>(source, '__PRELOADED_STATE__'),
    graphqlUri: required<string>(source, '__GRAPHQL_URI__'),
    queryResults: required<ShippedResult[]>(source, '__APOLLO_STATE__'),
  };
}

export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
