import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ViteDevServer } from 'vite';
import type { PageRenderer } from '@shared/ssr-contract';
import { nonceAttribute } from './document';
import type { PageAssets } from './document';
import { projectPath } from '@server/project-path';

export type RenderMode = 'built' | 'source' | 'vite';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** How pages get rendered and which code and styles they link. */
export interface RendererHandle {
  getRenderer(): Promise<PageRenderer>;
  assetsFor(screenSource: string): PageAssets;
  buildId: string;
  /** Dev mode rewrites the document (HMR client, React refresh); they get the nonce too. */
  transformHtml?: (url: string, html: string, nonce: string) => Promise<string>;
  /** Dev mode: the hot-reload socket the page may connect to, for the page's host. */
  devWebSocketFor?: (hostname: string) => string;
}

/** The Vite client's hot-reload socket in development (Vite's own default port). */
export const DEV_HMR_PORT = 24678;

/** ws://host:port of the hot-reload socket; a host that is not a plain name falls back to localhost. */
export function devWebSocketFor(hostname: string): string {
  const host =
    /^[a-z0-9.-]+$/i.test(hostname) || /^\[[0-9a-f:.]+\]$/i.test(hostname) ? hostname : 'localhost';
  return `ws://${host}:${DEV_HMR_PORT}`;
}

const CLIENT_ENTRY = 'src/client/entry-client.tsx';

function collectChunk(
  manifest: Manifest,
  key: string,
  assets: PageAssets,
  seen: Set<string>,
): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  for (const css of chunk.css ?? [])
    if (!assets.styles.includes(`/${css}`)) assets.styles.push(`/${css}`);
  for (const imported of chunk.imports ?? []) {
    const file = manifest[imported]?.file;
    if (file && !assets.preloads.includes(`/${file}`)) assets.preloads.push(`/${file}`);
    collectChunk(manifest, imported, assets, seen);
  }
}

/**
 * Every built stylesheet's text, read once: pages carry their screen's CSS
 * inline (a few kilobytes), so the first paint waits for no request.
 */
function readBuiltStyles(manifest: Manifest): Map<string, string> {
  const styles = new Map<string, string>();
  for (const chunk of Object.values(manifest))
    for (const css of chunk.css ?? [])
      if (!styles.has(`/${css}`))
        styles.set(`/${css}`, readFileSync(projectPath('dist/client', css), 'utf8'));
  return styles;
}

/** The production renderer: the SSR bundle and the client manifest from `npm run build`. */
async function loadBuilt(): Promise<RendererHandle> {
  const manifestPath = projectPath('dist/client/.vite/manifest.json');
  const serverEntry = projectPath('dist/server/entry-server.js');
  if (!existsSync(manifestPath) || !existsSync(serverEntry)) {
    throw new Error(
      'The site has not been built: run `npm run build` (npm start does it for you).',
    );
  }
  const manifestText = readFileSync(manifestPath, 'utf8');
  const manifest = JSON.parse(manifestText) as Manifest;
  const module = (await import(pathToFileURL(serverEntry).href)) as { renderer: PageRenderer };
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The build manifest has no entry for ${CLIENT_ENTRY}.`);
  const inlineStyles = readBuiltStyles(manifest);
  return {
    getRenderer: async () => module.renderer,
    buildId: createHash('sha256').update(manifestText).digest('hex').slice(0, 12),
    assetsFor(screenSource) {
      const assets: PageAssets = {
        scripts: [`/${entry.file}`],
        styles: [],
        preloads: [],
        inlineStyles,
      };
      const seen = new Set<string>();
      collectChunk(manifest, CLIENT_ENTRY, assets, seen);
      const screen = manifest[screenSource];
      if (screen) {
        assets.preloads.push(`/${screen.file}`);
        collectChunk(manifest, screenSource, assets, seen);
      }
      return assets;
    },
  };
}

const SOURCE_ENTRY = '@client/entry-server';

/** Tests import the renderer straight from source; pages link no client code. */
async function loadSource(): Promise<RendererHandle> {
  // Imported on the first page request, so API-only tests never load React. A specifier the
  // bundler cannot follow keeps the client's source out of the server's build (dist/app).
  let module: Promise<{ renderer: PageRenderer }> | null = null;
  return {
    getRenderer: async () =>
      (
        await (module ??= import(/* @vite-ignore */ SOURCE_ENTRY) as Promise<{
          renderer: PageRenderer;
        }>)
      ).renderer,
    buildId: 'source',
    assetsFor: () => ({ scripts: [], styles: [], preloads: [] }),
  };
}

/**
 * Gives the scripts Vite adds to the head in development (its client and
 * React's refresh preamble) the page's nonce: the Content-Security-Policy
 * refuses any script without it, and the app then refuses to start without the
 * preamble. Only script elements of the head are touched; the body, where
 * user content lives, is left as rendered.
 */
export function addNonceToScripts(html: string, nonce: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html
    .slice(0, headEnd)
    .replace(/<script(?![^>]*\bnonce=)/g, `<script ${nonceAttribute(nonce)}`);
  return head + html.slice(headEnd);
}

export async function loadRenderer(
  mode: RenderMode,
  vite?: ViteDevServer,
): Promise<RendererHandle> {
  if (mode === 'built') return loadBuilt();
  if (mode === 'source') return loadSource();
  if (!vite) throw new Error('Vite dev server required in vite mode.');
  return {
    // Loaded per request so edits show up without a restart.
    getRenderer: async () =>
      ((await vite.ssrLoadModule('/src/client/entry-server.tsx')) as { renderer: PageRenderer })
        .renderer,
    buildId: 'dev',
    assetsFor: () => ({ scripts: [`/${CLIENT_ENTRY}`], styles: [], preloads: [] }),
    transformHtml: async (url, html, nonce) =>
      addNonceToScripts(await vite.transformIndexHtml(url, html), nonce),
    devWebSocketFor,
  };
}
