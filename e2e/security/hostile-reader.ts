import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * A logged-out Chromium that records everything a stored payload could do:
 * marker calls (`window.__xss`), dialogs, and requests that leave the site.
 */
export interface HostileReader {
  context: BrowserContext;
  page: Page;
  markerCalls: string[];
  dialogs: string[];
  foreignRequests: string[];
}

const AMP_RUNTIME = 'https://cdn.ampproject.org/';

export async function openHostileReader(browser: Browser, baseURL: string): Promise<HostileReader> {
  const origin = new URL(baseURL).origin;
  const context = await browser.newContext({ baseURL });
  const reader: Omit<HostileReader, 'page'> = {
    context,
    markerCalls: [],
    dialogs: [],
    foreignRequests: [],
  };
  await armContext(context, reader, origin);
  const page = await context.newPage();
  return { ...reader, page };
}

/** Records marker calls, dialogs and foreign requests on every page of `context`. */
export async function armContext(
  context: BrowserContext,
  reader: Pick<HostileReader, 'markerCalls' | 'dialogs' | 'foreignRequests'>,
  origin: string,
): Promise<void> {
  await context.exposeBinding('__xssReport', (source, id: unknown) => {
    reader.markerCalls.push(`${String(id)} on ${source.page.url()}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __xssReport: (id: string) => void }).__xssReport;
    Object.defineProperty(window, '__xss', {
      value: (id: unknown) => void report(String(id)),
      configurable: false,
      writable: false,
    });
  });
  // Nothing leaves the machine: foreign requests are recorded and aborted.
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  context.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${origin}/`)) return;
    if (url.startsWith(AMP_RUNTIME) && new URL(request.frame().url()).pathname.includes('/amp/p/'))
      return;
    reader.foreignRequests.push(`${url} from ${request.frame().url()}`);
  });
  context.on('page', (page) => {
    page.on('dialog', (dialog) => {
      reader.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
  });
}

/** What a hostile payload could have left in the DOM under `selector`. */
export interface DomFindings {
  scripts: string[];
  handlers: string[];
  urls: string[];
  foreignScripts: string[];
}

/**
 * Runs in the page: scripts, on* attributes and script/data URLs under the
 * root, and any script in the document that is neither the app's (nonce'd or
 * from this origin) nor JSON data.
 */
async function findDomHazards(page: Page, selector: string): Promise<DomFindings> {
  return page.evaluate((rootSelector) => {
    const dangerous = /^(?:javascript|data|vbscript):/;
    const squash = (value: string) =>
      // eslint-disable-next-line no-control-regex
      value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
    const roots = Array.from(document.querySelectorAll(rootSelector));
    const findings = { scripts: [], handlers: [], urls: [], foreignScripts: [] } as {
      scripts: string[];
      handlers: string[];
      urls: string[];
      foreignScripts: string[];
    };
    for (const root of roots)
      for (const element of Array.from(root.querySelectorAll('*'))) {
        const tag = element.tagName.toLowerCase();
        if (tag === 'script') findings.scripts.push(element.outerHTML.slice(0, 200));
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith('on')) findings.handlers.push(`${tag}[${name}]`);
          const isUrl = ['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'srcdoc'];
          if (
            isUrl.includes(name) &&
            (name === 'srcdoc' || dangerous.test(squash(attribute.value)))
          )
            findings.urls.push(`${tag}[${name}=${attribute.value.slice(0, 80)}]`);
        }
      }
    for (const script of Array.from(document.scripts)) {
      const type = script.type.toLowerCase();
      const isData = type === 'application/ld+json' || type === 'application/json';
      const isOwn =
        script.nonce !== '' ||
        (script.src !== '' && new URL(script.src).origin === location.origin) ||
        script.src.startsWith('https://cdn.ampproject.org/');
      if (!isData && !isOwn) findings.foreignScripts.push(script.outerHTML.slice(0, 200));
    }
    return findings;
  }, selector);
}

export async function expectNoDomHazards(page: Page, selector: string): Promise<void> {
  const findings = await findDomHazards(page, selector);
  expect(findings, `${page.url()} (${selector})`).toEqual({
    scripts: [],
    handlers: [],
    urls: [],
    foreignScripts: [],
  });
}

/**
 * The feed's item HTML (description and content:encoded), parsed as HTML
 * without running it, checked like the article.
 */
export async function feedHazards(
  page: Page,
  xml: string,
): Promise<DomFindings & { items: number }> {
  return page.evaluate((source) => {
    const dangerous = /^(?:javascript|data|vbscript):/;
    const squash = (value: string) =>
      // eslint-disable-next-line no-control-regex
      value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
    const feed = new DOMParser().parseFromString(source, 'application/xml');
    const findings = {
      scripts: [] as string[],
      handlers: [] as string[],
      urls: [] as string[],
      foreignScripts: [] as string[],
      items: feed.getElementsByTagName('item').length,
    };
    if (feed.getElementsByTagName('parsererror').length > 0)
      findings.scripts.push('the feed is not well-formed XML');
    const bodies = [
      ...Array.from(feed.getElementsByTagName('description')),
      ...Array.from(feed.getElementsByTagName('content:encoded')),
    ];
    for (const body of bodies) {
      const html = new DOMParser().parseFromString(body.textContent ?? '', 'text/html');
      for (const element of Array.from(html.body.querySelectorAll('*'))) {
        const tag = element.tagName.toLowerCase();
        if (tag === 'script') findings.scripts.push(element.outerHTML.slice(0, 200));
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith('on')) findings.handlers.push(`${tag}[${name}]`);
          if (['href', 'src'].includes(name) && dangerous.test(squash(attribute.value)))
            findings.urls.push(`${tag}[${name}=${attribute.value.slice(0, 80)}]`);
        }
      }
    }
    return findings;
  }, xml);
}
