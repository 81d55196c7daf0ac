import type { PreloadedState, RenderResult } from '../../shared/ssr-contract';
import { GRAPHQL_URI } from '../../shared/ssr-contract';
import { escapeHtml, serializeForScript } from './document-escape';
import { FRAME_GUARD_SCRIPT, renderHeadTags } from './head-tags';
import { scriptLoader } from './script-loader';

export { escapeHtml, serializeForScript };

export interface PageAssets {
  scripts: string[];
  styles: string[];
  preloads: string[];
  /** Built stylesheets' text by href: written into the page so nothing blocks the first paint. */
  inlineStyles?: ReadonlyMap<string, string>;
}

export const NONCE_PLACEHOLDER = '%%CSP_NONCE%%';

const FAVICON_COLOURS = { development: '#1a8917', test: '#6b6b6b', production: '#242424' } as const;

/** The site's icon; its colour tells development, test and production apart. */
export function faviconSvg(environment: keyof typeof FAVICON_COLOURS): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${FAVICON_COLOURS[environment]}"/><text x="16" y="23" font-family="Georgia,serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">Q</text></svg>`;
}

function favicon(environment: keyof typeof FAVICON_COLOURS): string {
  return `data:image/svg+xml,${encodeURIComponent(faviconSvg(environment))}`;
}

/**
 * A stylesheet, written into the page when its text is known. The disabled
 * link beside it (never fetched) names it for the client's chunk loader, which
 * would otherwise fetch it again when the screen's code loads.
 */
function stylesheetTag(href: string, css: string | undefined): string {
  const link = `<link rel="stylesheet" href="${escapeHtml(href)}"`;
  if (css === undefined || /<\/style/i.test(css)) return `${link}>`;
  return `<style>${css}</style>${link} disabled>`;
}

/**
 * The HTML document around a rendered screen. Scripts carry a nonce
 * placeholder that the caller fills per response, so the ETag can be computed
 * over the rest of the page. The app's code is fetched and run only after
 * the first paint (see script-loader.ts), so nothing but the page itself
 * stands between the reader and the story.
 */
export function renderDocument(options: {
  result: Pick<RenderResult, 'html' | 'title' | 'description' | 'apolloState' | 'head'>;
  state: PreloadedState;
  assets: PageAssets;
  environment: keyof typeof FAVICON_COLOURS;
  canonicalUrl: string | null;
  /** Adds the inline guard that blanks the page inside a frame. */
  guardsFraming?: boolean;
}): string {
  const { result, state, assets } = options;
  const canonicalUrl = result.head?.canonical ?? options.canonicalUrl;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(result.title)}</title>`,
    result.description
      ? `<meta name="description" content="${escapeHtml(result.description)}">`
      : '',
    options.guardsFraming
      ? `<script nonce="${NONCE_PLACEHOLDER}">${FRAME_GUARD_SCRIPT}</script>`
      : '',
    canonicalUrl ? `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">` : '',
    ...renderHeadTags(result.head),
    `<link rel="icon" href="${favicon(options.environment)}">`,
    ...assets.styles.map((href) => stylesheetTag(href, assets.inlineStyles?.get(href))),
  ].filter(Boolean);
  const globals =
    `window.__PRELOADED_STATE__=${serializeForScript(state)};` +
    `window.__GRAPHQL_URI__=${serializeForScript(GRAPHQL_URI)};` +
    `window.__APOLLO_STATE__=${serializeForScript(result.apolloState)};`;
  const scripts =
    assets.scripts.length === 0
      ? ''
      : `<script nonce="${NONCE_PLACEHOLDER}">${scriptLoader(assets.scripts, assets.preloads)}</script>`;
  return (
    `<!doctype html><html lang="en"><head>${head.join('')}</head><body>` +
    `<div id="root">${result.html}</div>` +
    `<script nonce="${NONCE_PLACEHOLDER}">${globals}</script>${scripts}</body></html>`
  );
}

/** A page with no scripts at all, for when rendering itself failed. */
export function renderStaticDocument(options: {
  title: string;
  bodyHtml: string;
  styles: string[];
}): string {
  const styles = options.styles
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(options.title)}</title>${styles}</head>` +
    `<body><div id="root">${options.bodyHtml}</div></body></html>`
  );
}
