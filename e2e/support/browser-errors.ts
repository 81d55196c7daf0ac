/**
 * Everything that went wrong in the browser while a test ran: uncaught page
 * errors, console errors, error reports the pages sent to `/_/oh-noes`,
 * server errors (5xx), resources that failed to load, and GraphQL errors in
 * the site's answers. `e2e/fixtures.ts` fails every test that meets one it
 * did not declare.
 */
import type { Browser, BrowserContext, ConsoleMessage, Request, Response } from '@playwright/test';
import { pathOf, type BrowserError } from './expected-errors';

export type { BrowserError } from './expected-errors';

const GRAPHQL_PATH = '/_/graphql';
const REPORTS_PATH = '/_/oh-noes';
const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})\b/;

interface ReportEntry {
  name?: string;
  message?: string;
}

interface GraphqlAnswer {
  errors?: Array<{ message?: string; extensions?: { code?: string } }>;
}

/** The page a request came from; a worker's request has none. */
function frameUrl(source: Request | Response): string {
  try {
    return source.frame().url();
  } catch {
    return '';
  }
}

/** Collects the browser errors of every context a test opens, its own and any it creates. */
export class BrowserErrorCollector {
  readonly errors: BrowserError[] = [];
  private readonly watched = new Set<BrowserContext>();
  private readonly pendingReads = new Set<Promise<void>>();
  private readonly reportsInFlight = new Set<Request>();
  private readonly onNewContext = (context: BrowserContext) => this.watch(context);

  constructor(private readonly browser: Browser) {
    browser.on('context', this.onNewContext);
  }

  watch(context: BrowserContext): void {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    context.on('close', () => this.watched.delete(context));
    context.on('weberror', (webError) =>
      this.add({
        kind: 'page error',
        message: webError.error().message,
        url: webError.page()?.url() ?? '',
        page: webError.page()?.url() ?? '',
      }),
    );
    context.on('console', (message) => this.onConsole(message));
    context.on('request', (request) => this.onRequest(request));
    context.on('requestfinished', (request) => this.reportsInFlight.delete(request));
    context.on('requestfailed', (request) => this.reportsInFlight.delete(request));
    context.on('response', (response) => this.onResponse(response));
  }

  private add(error: BrowserError): void {
    this.errors.push(error);
  }

  private onConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    const text = message.text();
    const source = message.location().url;
    const page = message.page()?.url() ?? '';
    const failed = FAILED_RESOURCE.exec(text);
    if (failed) {
      this.addHttp(Number(failed[1]), source, page);
      return;
    }
    this.add({ kind: 'console error', message: text, url: source || page, page });
  }

  private addHttp(status: number, url: string, page: string): void {
    const known = this.errors.some(
      (error) => error.kind === 'http' && error.status === status && error.url === url,
    );
    if (!known) this.add({ kind: 'http', message: `${status}`, status, url, page });
  }

  private onRequest(request: Request): void {
    if (request.method() !== 'POST' || pathOf(request.url()) !== REPORTS_PATH) return;
    this.reportsInFlight.add(request);
    const page = frameUrl(request);
    let entries: unknown;
    try {
      entries = request.postDataJSON();
    } catch {
      entries = null;
    }
    for (const entry of Array.isArray(entries) ? (entries as ReportEntry[]) : []) {
      const message = entry.message ?? '';
      this.add({ kind: 'error report', message, url: page, page, code: entry.name });
    }
  }

  private onResponse(response: Response): void {
    const url = response.url();
    const page = frameUrl(response);
    if (response.status() >= 500) this.addHttp(response.status(), url, page);
    if (pathOf(url) !== GRAPHQL_PATH || response.status() === 204) return;
    const read = response
      .json()
      .then((body: GraphqlAnswer) => {
        const status = response.status();
        for (const error of body?.errors ?? []) {
          const code = error.extensions?.code;
          this.add({ kind: 'graphql', message: error.message ?? '', code, url, page, status });
        }
      })
      // A page that navigated away takes the body with it; nothing to read then.
      .catch(() => undefined)
      .finally(() => this.pendingReads.delete(read));
    this.pendingReads.add(read);
  }

  /**
   * Makes every open page hand over the error reports it still holds (the
   * reporter batches them and sends on `pagehide`), then waits for those
   * requests and for the GraphQL answers still being read.
   */
  async settle(): Promise<void> {
    for (const context of this.watched)
      for (const page of context.pages()) {
        if (page.isClosed() || !/^https?:/.test(page.url())) continue;
        await page
          .evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')))
          .catch(() => undefined);
      }
    const deadline = Date.now() + 3_000;
    await new Promise((resolve) => setTimeout(resolve, 100));
    while (this.reportsInFlight.size > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    // A body the page never read may never arrive: wait for it only so long.
    await Promise.race([
      Promise.allSettled([...this.pendingReads]),
      new Promise((resolve) => setTimeout(resolve, Math.max(500, deadline - Date.now()))),
    ]);
  }

  /**
   * Adds the reports the server stored during the test that the browser did
   * not show: a page reports on its way out (navigating, closing) with a
   * keep-alive request that never appears among the test's requests.
   */
  addStoredReports(reports: ReadonlyArray<{ name: string; message: string; location: string }>) {
    const seen = this.errors.filter((error) => error.kind === 'error report');
    for (const report of reports) {
      const index = seen.findIndex((error) => error.message === report.message);
      if (index >= 0) {
        seen.splice(index, 1);
        continue;
      }
      const page = report.location;
      this.add({
        kind: 'error report',
        message: report.message,
        url: page,
        page,
        code: report.name,
      });
    }
  }

  dispose(): void {
    this.browser.off('context', this.onNewContext);
  }
}
