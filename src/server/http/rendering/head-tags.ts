import type { HeadMeta } from '@shared/head-meta';
import { escapeHtml } from '@server/lib/escape-html';
import { serializeForScript } from './document-escape';

/** A tiny guard for browsers without frame-ancestors: a framed post page blanks itself. */
export const FRAME_GUARD_SCRIPT =
  "if(window.top!==window.self){window.location.replace('about:blank')}";

/** The <head> tags for a screen's structured metadata; every value escaped. */
export function renderHeadTags(head: HeadMeta | null | undefined): string[] {
  if (!head) return [];
  const tags: string[] = [];
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
  for (const [property, content] of head.properties ?? [])
    tags.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`);
  for (const [name, content] of head.names ?? [])
    tags.push(`<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`);
  for (const link of head.links ?? []) {
    const type = link.type ? ` type="${escapeHtml(link.type)}"` : '';
    const title = link.title ? ` title="${escapeHtml(link.title)}"` : '';
    tags.push(
      `<link rel="${escapeHtml(link.rel)}" href="${escapeHtml(link.href)}"${type}${title}>`,
    );
  }
  if (head.jsonLd)
    tags.push(`<script type="application/ld+json">${serializeForScript(head.jsonLd)}</script>`);
  return tags;
}
