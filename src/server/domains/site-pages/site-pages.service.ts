import { readFile } from 'node:fs/promises';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { projectPath } from '@server/project-path';

/** Each page's file, in DATA_DIR/pages and among the built-in defaults beside this file. */
const SITE_PAGE_FILES = {
  ABOUT: 'about.md',
  HELP: 'help.md',
  HOW_TO_WRITE: 'how-do-i-write.md',
  LEGAL: 'legal.md',
} as const;

/** The pages an operator may write (the schema's SitePageName). */
export type SitePageName = keyof typeof SITE_PAGE_FILES;

/** The title used when a page does not open with a `# heading`. */
const FALLBACK_TITLES: Record<SitePageName, string> = {
  ABOUT: 'About',
  HELP: 'Help',
  HOW_TO_WRITE: 'How do I write?',
  LEGAL: 'Legal',
};

/** Written anywhere in a page, `{{siteName}}` becomes PRODUCT_NAME. */
const SITE_NAME_PLACEHOLDER = /\{\{\s*siteName\s*\}\}/g;

const DEFAULTS_DIR = projectPath('src/server/domains/site-pages/defaults');

// Raw HTML is off: an operator's <script> or <iframe> shows as text. markdown-it
// also refuses javascript:, vbscript: and file: links on its own.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

export interface SitePage {
  name: SitePageName;
  title: string;
  description: string;
  html: string;
}

/** Markdown's backslash escapes, so a site name is shown as typed (never as emphasis or a link). */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, (character) => `\\${character}`);
}

/** The operator's file, or the built-in default when there is none. */
async function readSource(dataDir: string, name: SitePageName): Promise<string> {
  const file = SITE_PAGE_FILES[name];
  try {
    return await readFile(path.resolve(dataDir, 'pages', file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return readFile(path.join(DEFAULTS_DIR, file), 'utf8');
  }
}

function plainText(inline: Token | undefined): string {
  return (inline?.children ?? [])
    .map((child) => {
      if (child.type === 'text' || child.type === 'code_inline') return child.content;
      return child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : '';
    })
    .join('')
    .trim();
}

/** Takes a leading `# heading` off the tokens: the page shows it as its one h1. */
function takeTitle(tokens: Token[]): string | null {
  const [open, inline, close] = tokens;
  if (open?.type !== 'heading_open' || open.tag !== 'h1' || close?.type !== 'heading_close')
    return null;
  tokens.splice(0, 3);
  return plainText(inline) || null;
}

/** More `#` headings below the title move one level down, so the outline keeps one h1. */
function keepOneH1(tokens: Token[]): void {
  if (!tokens.some((token) => token.type === 'heading_open' && token.tag === 'h1')) return;
  for (const token of tokens) {
    if (token.type !== 'heading_open' && token.type !== 'heading_close') continue;
    const level = Math.min(6, Number(token.tag.slice(1)) + 1);
    token.tag = `h${level}`;
  }
}

/** Renders one operator page: its title, a plain-text description and the HTML body. */
export function renderSitePage(options: {
  name: SitePageName;
  source: string;
  siteName: string;
}): SitePage {
  const source = options.source.replace(SITE_NAME_PLACEHOLDER, escapeMarkdown(options.siteName));
  const env = {};
  const tokens = markdown.parse(source, env);
  const title = takeTitle(tokens) ?? FALLBACK_TITLES[options.name];
  keepOneH1(tokens);
  const firstParagraph = tokens.findIndex((token) => token.type === 'paragraph_open');
  return {
    name: options.name,
    title,
    description: firstParagraph === -1 ? '' : plainText(tokens[firstParagraph + 1]),
    html: markdown.renderer.render(tokens, markdown.options, env),
  };
}

/**
 * One of the pages an operator writes: DATA_DIR/pages/<file>.md, read on each
 * request so an edit shows at once, or the built-in default.
 */
export async function readSitePage(options: {
  dataDir: string;
  siteName: string;
  name: SitePageName;
}): Promise<SitePage> {
  const source = await readSource(options.dataDir, options.name);
  return renderSitePage({ name: options.name, source, siteName: options.siteName });
}
