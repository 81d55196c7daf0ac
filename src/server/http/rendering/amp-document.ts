import type { Paragraph } from '@shared/content/paragraph-model';
import { escapeHtml } from '@server/lib/escape-html';
import { serializeForScript } from './document-escape';
import { lockedPreview, storyHtml, withoutTitleParagraph } from './story-html';

/** The AMP boilerplate, byte for byte as the AMP project publishes it. */
const AMP_BOILERPLATE =
  '<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-moz-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-ms-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-o-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style>' +
  '<noscript><style amp-boilerplate>body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}</style></noscript>';

const AMP_RUNTIME = '<script async src="https://cdn.ampproject.org/v0.js"></script>';

const AMP_CSS = [
  'body{margin:0;color:#242424;background:#fff;font-family:Georgia,Cambria,"Times New Roman",serif}',
  '.bar{padding:16px 24px;border-bottom:1px solid #e6e6e6;font:700 22px Georgia,serif}',
  '.bar a{color:#242424;text-decoration:none}',
  'main{max-width:680px;margin:0 auto;padding:32px 24px 96px}',
  'h1{font-size:32px;line-height:1.2;margin:0}',
  '.subtitle{font-size:20px;color:#6b6b6b;margin:12px 0 0}',
  '.byline{font:14px/1.4 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#6b6b6b;margin:24px 0 32px}',
  '.byline a{color:#242424}',
  'p,li{font-size:20px;line-height:1.6}',
  'blockquote{margin:1.5em 0;padding-left:20px;border-left:3px solid #242424;font-style:italic}',
  'pre{background:#f2f2f2;padding:16px;overflow-x:auto;font-size:15px}',
  'figure{margin:2em 0}',
  'figcaption{text-align:center;font-size:14px;color:#6b6b6b;margin-top:8px}',
  'mark{background:#d7f0d7}',
  'hr{border:0;text-align:center;margin:2em 0}',
  'hr:before{content:"...";letter-spacing:.6em;color:#6b6b6b}',
  '.locked{margin:32px 0;padding:16px;background:#f2f2f2;font:16px -apple-system,"Segoe UI",Helvetica,Arial,sans-serif}',
  '.tags a{display:inline-block;margin:0 8px 8px 0;padding:6px 14px;border-radius:99em;background:#f2f2f2;color:#242424;text-decoration:none;font:14px sans-serif}',
].join('');

export interface AmpStory {
  title: string;
  subtitle: string;
  paragraphs: Paragraph[];
  isLocked: boolean;
  canonicalUrl: string;
  authorName: string;
  authorUrl: string;
  publishedAt: string | null;
  tags: Array<{ slug: string; displayTitle: string }>;
  jsonLd: Record<string, unknown>;
}

function bodyOf(story: AmpStory, origin: string): string {
  const paragraphs = withoutTitleParagraph(story.paragraphs, story.title);
  const shown = story.isLocked ? lockedPreview(paragraphs) : paragraphs;
  const html = storyHtml(shown, { origin, flavour: 'amp' });
  if (!story.isLocked) return html;
  return (
    html +
    `<p class="locked">This story is for members. <a href="${escapeHtml(story.canonicalUrl)}">Read the full story</a></p>`
  );
}

function tagsOf(story: AmpStory, origin: string): string {
  if (story.tags.length === 0) return '';
  const links = story.tags.map(
    (tag) =>
      `<a href="${escapeHtml(`${origin}/tag/${encodeURIComponent(tag.slug)}`)}">${escapeHtml(tag.displayTitle)}</a>`,
  );
  return `<p class="tags">${links.join('')}</p>`;
}

/** A valid AMP page for a story: no author scripts, amp-img only, inline CSS under the cap. */
export function renderAmpDocument(
  story: AmpStory,
  context: { origin: string; productName: string },
) {
  const { origin, productName } = context;
  const date = story.publishedAt
    ? ` · <time datetime="${escapeHtml(story.publishedAt)}">${escapeHtml(story.publishedAt.slice(0, 10))}</time>`
    : '';
  return (
    `<!doctype html><html ⚡ lang="en"><head><meta charset="utf-8">${AMP_RUNTIME}` +
    `<title>${escapeHtml(`${story.title} | ${productName}`)}</title>` +
    `<link rel="canonical" href="${escapeHtml(story.canonicalUrl)}">` +
    '<meta name="viewport" content="width=device-width">' +
    `<script type="application/ld+json">${serializeForScript(story.jsonLd)}</script>` +
    `<style amp-custom>${AMP_CSS}</style>${AMP_BOILERPLATE}</head><body>` +
    `<header class="bar"><a href="${escapeHtml(`${origin}/`)}">${escapeHtml(productName)}</a></header>` +
    `<main><article><h1>${escapeHtml(story.title)}</h1>` +
    (story.subtitle ? `<p class="subtitle">${escapeHtml(story.subtitle)}</p>` : '') +
    `<p class="byline"><a href="${escapeHtml(story.authorUrl)}">${escapeHtml(story.authorName)}</a>${date}</p>` +
    bodyOf(story, origin) +
    tagsOf(story, origin) +
    '</article></main></body></html>'
  );
}
