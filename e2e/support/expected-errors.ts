/**
 * What a test may declare about the browser errors it provokes, and how the
 * errors the collector saw (browser-errors.ts) are matched against it.
 */

/**
 * An error a test provokes on purpose, matched exactly:
 * - `{ pageError }`: an uncaught exception's message;
 * - `{ console }`: a console error's text (`url`, when given, is where it came from);
 * - `{ report }`: the message of an error the page reported to `/_/oh-noes`;
 * - `{ status, url }`: an HTTP error answer (4xx or 5xx) for `url` — its
 *   path (plus the query when `url` has one) for the site's own addresses,
 *   the whole address for others; this also covers Chromium's console line
 *   "Failed to load resource: the server responded with a status of …";
 * - `{ graphql }`: the message of an error in a `/_/graphql` answer (`code`,
 *   when given, must be its `extensions.code` too); it covers the answer's
 *   4xx status as well.
 */
export type ExpectedError =
  | { pageError: string }
  | { console: string; url?: string }
  | { report: string }
  | { status: number; url: string }
  | { graphql: string; code?: string };

type BrowserErrorKind = 'page error' | 'console error' | 'error report' | 'http' | 'graphql';

export interface BrowserError {
  kind: BrowserErrorKind;
  /** The exception, console text, reported or GraphQL message; for http the status line. */
  message: string;
  /** The resource (http, console) or `/_/graphql` (graphql); the page for the others. */
  url: string;
  /** The page the browser showed when it happened. */
  page: string;
  /** The HTTP status (http), or of the answer that carried the error (graphql). */
  status?: number;
  code?: string;
}

const REPORTS_PATH = '/_/oh-noes';

export function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function urlMatches(actual: string, expected: string): boolean {
  if (!expected.startsWith('/')) return actual === expected;
  try {
    const url = new URL(actual);
    return expected.includes('?')
      ? url.pathname + url.search === expected
      : url.pathname === expected;
  } catch {
    return false;
  }
}

export function matches(error: BrowserError, expected: ExpectedError): boolean {
  if ('pageError' in expected)
    return error.kind === 'page error' && error.message === expected.pageError;
  if ('console' in expected)
    return (
      error.kind === 'console error' &&
      error.message === expected.console &&
      (expected.url === undefined || urlMatches(error.url, expected.url))
    );
  if ('report' in expected)
    return error.kind === 'error report' && error.message === expected.report;
  if ('status' in expected)
    return (
      error.kind === 'http' &&
      error.status === expected.status &&
      urlMatches(error.url, expected.url)
    );
  return (
    error.kind === 'graphql' &&
    error.message === expected.graphql &&
    (expected.code === undefined || error.code === expected.code)
  );
}

/**
 * The errors no expectation covers. A refused GraphQL operation answers 4xx
 * as well: a declared GraphQL error covers its answer's status too.
 */
export function unexpectedErrors(
  errors: readonly BrowserError[],
  expected: readonly ExpectedError[],
): BrowserError[] {
  const isExpected = (error: BrowserError) => expected.some((entry) => matches(error, entry));
  const coveredAnswers = errors.filter(
    (error) => error.kind === 'graphql' && isExpected(error) && (error.status ?? 0) < 500,
  );
  return errors.filter(
    (error) =>
      !isExpected(error) &&
      !(
        error.kind === 'http' &&
        coveredAnswers.some(
          (answer) => answer.status === error.status && pathOf(answer.url) === pathOf(error.url),
        )
      ),
  );
}

export function describeError(error: BrowserError): string {
  const where = error.page ? ` (on ${error.page})` : '';
  switch (error.kind) {
    case 'http':
      return `HTTP ${error.status} from ${error.url}${where}`;
    case 'graphql':
      return `GraphQL error "${error.message}"${error.code ? ` [${error.code}]` : ''}${where}`;
    case 'error report':
      return `error reported to ${REPORTS_PATH}: ${error.code ?? 'Error'}: ${error.message}${where}`;
    case 'console error':
      return `console error: ${error.message}${error.url !== error.page ? ` [${error.url}]` : ''}${where}`;
    case 'page error':
      return `uncaught page error: ${error.message}${where}`;
  }
}

export function describeExpected(expected: ExpectedError): string {
  return JSON.stringify(expected);
}
