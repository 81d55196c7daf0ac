import type { PreloadedState, RenderResult } from '@shared/ssr-contract';
import { GRAPHQL_URI } from '@shared/ssr-contract';
import { escapeHtml } from '@server/lib/escape-html';
import { serializeForScript } from './document-escape';
import { firstPaintCss, pageClasses } from './first-paint-css';
import { FRAME_GUARD_SCRIPT, renderHeadTags } from './head-tags';
import { DEFERRED_STYLESHEET, scriptLoader } from './script-loader';
import { APPLE_TOUCH_ICON_PATH, siteIconDataUrl } from '../routes/site-icon';
import type { IconEnvironment } from '../routes/site-icon';

export interface PageAssets {
  scripts: string[];
  styles: string[];
  preloads: string[];
  /** Built stylesheets' text by href: written into the page so nothing blocks the first paint. */
  inlineStyles?: ReadonlyMap<string, string>;
}

/**
 * A stylesheet, written into the page when its text is known. The disabled
 * link beside it names it for the client's chunk loader, which would otherwise
 * fetch it again when the screen's code loads. When the page's first paint
 * needs only part of it (firstPaintCss), only that part is written and the
 * link is marked deferred: the script loader enables it after the first
 * paint, so what the app shows later (menus, dialogs) is styled by the
 * cacheable file.
 */
function stylesheetTag(
  href: string,
  css: string | undefined,
  firstPaint: ((href: string, css: string) => string) | null,
): string {
  const link = `<link rel="stylesheet" href="${escapeHtml(href)}"`;
  if (css === undefined || /<\/style/i.test(css)) return `${link}>`;
  const needed = firstPaint ? firstPaint(href, css) : css;
  if (needed.length === css.length) return `<style>${css}</style>${link} disabled>`;
  return `${needed ? `<style>${needed}</style>` : ''}${link} ${DEFERRED_STYLESHEET} disabled>`;
}

/** The nonce attribute of the document's own scripts; the only place a nonce is written. */
export function nonceAttribute(nonce: string): string {
  return `nonce="${escapeHtml(nonce)}"`;
}

/**
 * The HTML document around a rendered screen. The response's nonce is written
 * as an attribute of the document's own script elements and nowhere else, so
 * no text in the page (a name, a title) can ever come to carry it. The caller
 * renders once with an empty nonce to compute the ETag over the rest of the
 * page. The app's code is fetched and run only after the first paint (see
 * script-loader.ts), so nothing but the page itself stands between the reader
 * and the story.
 */
export function renderDocument(options: {
  result: Pick<RenderResult, 'html' | 'title' | 'description' | 'queryResults' | 'head'>;
  state: PreloadedState;
  assets: PageAssets;
  environment: IconEnvironment;
  canonicalUrl: string | null;
  /** Adds the inline guard that blanks the page inside a frame. */
  guardsFraming?: boolean;
  /** This response's Content-Security-Policy nonce. */
  nonce: string;
}): string {
  const { result, state, assets } = options;
  const nonce = nonceAttribute(options.nonce);
  const canonicalUrl = result.head?.canonical ?? options.canonicalUrl;
  // Without the loader nothing would fetch a deferred stylesheet: such a page keeps its CSS whole.
  let classes: Set<string> | undefined;
  const firstPaint =
    assets.scripts.length === 0
      ? null
      : (href: string, css: string) =>
          firstPaintCss(href, css, (classes ??= pageClasses(result.html)));
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(result.title)}</title>`,
    result.description
      ? `<meta name="description" content="${escapeHtml(result.description)}">`
      : '',
    options.guardsFraming ? `<script ${nonce}>${FRAME_GUARD_SCRIPT}</script>` : '',
    canonicalUrl ? `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">` : '',
    ...renderHeadTags(result.head),
    `<link rel="icon" href="${siteIconDataUrl(options.environment)}">`,
    `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON_PATH}">`,
    ...assets.styles.map((href) => stylesheetTag(href, assets.inlineStyles?.get(href), firstPaint)),
  ].filter(Boolean);
  const globals =
    `window.__PRELOADED_STATE__=${serializeForScript(state)};` +
    `window.__GRAPHQL_URI__=${serializeForScript(GRAPHQL_URI)};` +
    `window.__APOLLO_STATE__=${serializeForScript(result.queryResults)};`;
  const scripts =
    assets.scripts.length === 0
      ? ''
      : `<script ${nonce}>${scriptLoader(assets.scripts, assets.preloads)}</script>`;
  return (
    `<!doctype html><html lang="en"><head>${head.join('')}</head><body>` +
    `<div id="root">${result.html}</div>` +
    `<script ${nonce}>${globals}</script>${scripts}</body></html>`
  );
}

/** A page with no scripts at all: the 500 page, the status page. */
export function renderStaticDocument(options: {
  title: string;
  bodyHtml: string;
  styles: string[];
  /** Gives the page the site's icon (else the browser asks for /favicon.ico). */
  environment?: IconEnvironment;
}): string {
  const styles = options.styles
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join('');
  const icon = options.environment
    ? `<link rel="icon" href="${siteIconDataUrl(options.environment)}">`
    : '';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(options.title)}</title>${icon}${styles}</head>` +
    `<body><div id="root">${options.bodyHtml}</div></body></html>`
  );
}
