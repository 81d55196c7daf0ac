import type { z } from 'zod';
import { normalisePostContent } from './markup-normal-form';
import { postContentSchema } from './paragraph-model';
import type { Paragraph, PostContent } from './paragraph-model';
import { PARAGRAPH_NAME_PATTERN } from './paragraph-names';
import { checkIframeSrc, checkLinkHref } from './safe-url';

/**
 * Validation of story content on write. The read model (paragraph-model.ts)
 * describes the shape; this adds the rules that keep stored content safe and
 * consistent: safe links, markups inside their text, unique names, images
 * with metadata and embeds from allowed players only.
 */

type Issue = { path: Array<string | number>; message: string };

// Postgres jsonb refuses NUL, and lone UTF-16 surrogates do not survive a JSON round-trip.
const UNSTORABLE_TEXT =
  // eslint-disable-next-line no-control-regex
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const LAYOUT_TYPES = new Set<Paragraph['type']>(['IMG', 'IFRAME']);

/** A character is inside one link at most: which address would it go to? */
function checkLinksApart(paragraph: Paragraph, at: Array<string | number>): Issue[] {
  const links = paragraph.markups
    .map((markup, index) => ({ markup, index }))
    .filter(({ markup }) => markup.type === 'A')
    .sort((a, b) => a.markup.start - b.markup.start || a.index - b.index);
  let reach = -1;
  for (const { markup, index } of links) {
    if (markup.start < reach)
      return [{ path: [...at, 'markups', index], message: 'Links must not overlap.' }];
    reach = Math.max(reach, markup.end);
  }
  return [];
}

function checkMarkups(paragraph: Paragraph, at: Array<string | number>): Issue[] {
  const issues: Issue[] = checkLinksApart(paragraph, at);
  paragraph.markups.forEach((markup, index) => {
    const path = [...at, 'markups', index];
    if (markup.end > paragraph.text.length || markup.start >= markup.end)
      issues.push({ path, message: 'Markup must cover characters inside its paragraph text.' });
    if (markup.type === 'A') {
      const check = markup.href === undefined ? null : checkLinkHref(markup.href);
      if (!check) issues.push({ path: [...path, 'href'], message: 'Link needs an address.' });
      else if (!check.ok) issues.push({ path: [...path, 'href'], message: check.reason });
    } else if (markup.href !== undefined) {
      issues.push({ path: [...path, 'href'], message: 'Only links (A) carry an address.' });
    }
  });
  return issues;
}

function checkEmbeds(paragraph: Paragraph, at: Array<string | number>): Issue[] {
  const issues: Issue[] = [];
  if (paragraph.type === 'IMG' && !paragraph.metadata)
    issues.push({ path: [...at, 'metadata'], message: 'An image needs its metadata.' });
  if (paragraph.type !== 'IMG' && paragraph.metadata)
    issues.push({ path: [...at, 'metadata'], message: 'Only images carry image metadata.' });
  if (paragraph.layout && !LAYOUT_TYPES.has(paragraph.type))
    issues.push({ path: [...at, 'layout'], message: 'Only images and embeds have a layout.' });
  if (paragraph.type === 'IFRAME') {
    const check = paragraph.iframe ? checkIframeSrc(paragraph.iframe.src) : null;
    if (!check) issues.push({ path: [...at, 'iframe'], message: 'An embed needs its source.' });
    else if (!check.ok) issues.push({ path: [...at, 'iframe', 'src'], message: check.reason });
  } else if (paragraph.iframe) {
    issues.push({ path: [...at, 'iframe'], message: 'Only embeds carry an embed source.' });
  }
  if (paragraph.type === 'MIXTAPE_EMBED') {
    const check = paragraph.mixtapeMetadata ? checkLinkHref(paragraph.mixtapeMetadata.href) : null;
    if (!check)
      issues.push({ path: [...at, 'mixtapeMetadata'], message: 'A link card needs a link.' });
    else if (!check.ok)
      issues.push({ path: [...at, 'mixtapeMetadata', 'href'], message: check.reason });
  } else if (paragraph.mixtapeMetadata) {
    issues.push({
      path: [...at, 'mixtapeMetadata'],
      message: 'Only link cards carry a link card.',
    });
  }
  return issues;
}

function checkParagraph(paragraph: Paragraph, index: number, seen: Set<string>): Issue[] {
  const at = ['paragraphs', index];
  const issues: Issue[] = [];
  if (!PARAGRAPH_NAME_PATTERN.test(paragraph.name))
    issues.push({
      path: [...at, 'name'],
      message: 'Paragraph name must be 1–32 letters or digits.',
    });
  else if (seen.has(paragraph.name))
    issues.push({
      path: [...at, 'name'],
      message: `Paragraph name "${paragraph.name}" is used twice.`,
    });
  seen.add(paragraph.name);
  if (UNSTORABLE_TEXT.test(paragraph.text))
    issues.push({
      path: [...at, 'text'],
      message: 'Text contains characters that cannot be stored.',
    });
  if (paragraph.type === 'HR' && paragraph.text !== '')
    issues.push({ path: [...at, 'text'], message: 'A separator has no text.' });
  return [...issues, ...checkMarkups(paragraph, at), ...checkEmbeds(paragraph, at)];
}

/** Every rule for one post's content; an empty list means it may be stored. */
export function findContentIssues(content: PostContent): Issue[] {
  const seen = new Set<string>();
  return content.paragraphs.flatMap((paragraph, index) => checkParagraph(paragraph, index, seen));
}

export const postContentInputSchema = postContentSchema.superRefine((content, ctx) => {
  for (const issue of findContentIssues(content))
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

/**
 * Valid content as it is stored: markups in normal form (merged, overlaps
 * resolved), so what is kept never grows with how often a range was marked.
 */
export const storedPostContentSchema = postContentInputSchema.transform(normalisePostContent);

/** "content.paragraphs.2.markups.0.href: Links must start with …" — at most three issues. */
export function formatIssues(error: z.ZodError, prefix?: string): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const path = [...(prefix ? [prefix] : []), ...issue.path.map(String)].join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

export type ContentParseResult =
  { ok: true; content: PostContent } | { ok: false; message: string };

/** Parses untrusted content (API input) into the stored model, or a readable error. */
export function parsePostContent(input: unknown): ContentParseResult {
  const result = storedPostContentSchema.safeParse(input);
  if (result.success) return { ok: true, content: result.data };
  return { ok: false, message: formatIssues(result.error, 'content') };
}
