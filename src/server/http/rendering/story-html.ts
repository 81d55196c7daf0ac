import type { Paragraph } from '@shared/content/paragraph-model';
import { imageUrl } from '@shared/media/image-url';
import { markupTree, safeHref } from '@shared/content/markup-segments';
import type { MarkupNode, MarkupRange } from '@shared/content/markup-segments';
import { headingLevels } from '@shared/content/story-outline';
import { escapeHtml } from '@server/lib/escape-html';
import { imageSizing } from '@shared/media/story-image-sizes';

export { lockedPreview } from '@shared/content/locked-preview';
export { withoutTitleParagraph } from '@shared/content/story-outline';

/**
 * Story content as an HTML string for places without React: RSS readers and
 * AMP. Text is always escaped and only web and mail links survive. The HTML
 * grows linearly with the story: each markup element is written once per
 * range of its normal form (markup-segments.ts), never once per character.
 */
export interface StoryHtmlOptions {
  /** Absolute origin for image and relative link URLs. */
  origin: string;
  /** 'amp' renders amp-img and turns embeds into links. */
  flavour: 'amp' | 'feed';
}

const TAGS: Record<string, string> = {
  STRONG: 'strong',
  EM: 'em',
  CODE: 'code',
  HIGHLIGHT: 'mark',
  QUOTE: 'mark',
};

function absolute(href: string, origin: string): string {
  return href.startsWith('/') ? `${origin}${href}` : href;
}

function wrapElement(html: string, markup: MarkupRange, origin: string): string {
  if (markup.type === 'A') {
    const href = safeHref(markup.href);
    if (!href) return html;
    return `<a href="${escapeHtml(absolute(href, origin))}" rel="nofollow noopener">${html}</a>`;
  }
  const tag = TAGS[markup.type];
  return tag ? `<${tag}>${html}</${tag}>` : html;
}

function nodesHtml(nodes: readonly MarkupNode[], origin: string): string {
  return nodes
    .map((node) =>
      node.kind === 'text'
        ? escapeHtml(node.text).replace(/\n/g, '<br>')
        : wrapElement(nodesHtml(node.children, origin), node.markup, origin),
    )
    .join('');
}

function richTextHtml(paragraph: Paragraph, origin: string): string {
  return nodesHtml(markupTree(paragraph.text, paragraph.markups ?? []), origin);
}

function imageHtml(paragraph: Paragraph, options: StoryHtmlOptions): string {
  const image = paragraph.metadata;
  if (!image) return '';
  const { origin } = options;
  const sizing = imageSizing(paragraph.layout, image.originalWidth);
  const src = `${origin}${imageUrl(image.id, { width: sizing.fallbackWidth })}`;
  const alt = escapeHtml(image.alt ?? paragraph.text);
  const hasSize = image.originalWidth > 0 && image.originalHeight > 0;
  const size = hasSize ? ` width="${image.originalWidth}" height="${image.originalHeight}"` : '';
  const tag =
    options.flavour === 'amp'
      ? hasSize
        ? `<amp-img src="${escapeHtml(src)}"${size} layout="responsive" alt="${alt}"></amp-img>`
        : ''
      : `<img src="${escapeHtml(src)}"${size} alt="${alt}">`;
  if (!tag) return '';
  const caption = paragraph.text
    ? `<figcaption>${richTextHtml(paragraph, origin)}</figcaption>`
    : '';
  return `<figure>${tag}${caption}</figure>`;
}

function linkParagraph(href: string | null, text: string): string {
  if (!href) return '';
  return `<p><a href="${escapeHtml(href)}" rel="nofollow noopener">${escapeHtml(text)}</a></p>`;
}

function embedHtml(paragraph: Paragraph): string {
  const href = safeHref(paragraph.iframe?.src);
  if (!href || href.startsWith('/')) return '';
  const label = paragraph.text || `Embedded content from ${new URL(href).host}`;
  return linkParagraph(href, label);
}

// Big headings follow the page's h1 title (AMP) or the item title a feed reader shows above it.
const TOP_HEADING_LEVEL = 2;

function blockHtml(paragraph: Paragraph, options: StoryHtmlOptions, headingLevel: number | null) {
  const text = richTextHtml(paragraph, options.origin);
  if (headingLevel !== null) return `<h${headingLevel}>${text}</h${headingLevel}>`;
  switch (paragraph.type) {
    case 'BQ':
    case 'PQ':
      return `<blockquote>${text}</blockquote>`;
    case 'PRE':
      return `<pre>${text}</pre>`;
    case 'HR':
      return '<hr>';
    case 'IMG':
      return imageHtml(paragraph, options);
    case 'IFRAME':
      return embedHtml(paragraph);
    case 'MIXTAPE_EMBED': {
      const href = safeHref(paragraph.mixtapeMetadata?.href);
      return linkParagraph(href ? absolute(href, options.origin) : null, paragraph.text);
    }
    default:
      return `<p>${text}</p>`;
  }
}

/** The paragraphs as HTML; consecutive list items become one list. */
export function storyHtml(paragraphs: readonly Paragraph[], options: StoryHtmlOptions): string {
  const parts: string[] = [];
  const levels = headingLevels(paragraphs, TOP_HEADING_LEVEL);
  let index = 0;
  while (index < paragraphs.length) {
    const paragraph = paragraphs[index] as Paragraph;
    if (paragraph.type === 'OLI' || paragraph.type === 'ULI') {
      const tag = paragraph.type === 'OLI' ? 'ol' : 'ul';
      const items: string[] = [];
      while (paragraphs[index]?.type === paragraph.type) {
        items.push(`<li>${richTextHtml(paragraphs[index] as Paragraph, options.origin)}</li>`);
        index += 1;
      }
      parts.push(`<${tag}>${items.join('')}</${tag}>`);
      continue;
    }
    parts.push(blockHtml(paragraph, options, levels[index] ?? null));
    index += 1;
  }
  return parts.join('');
}
