import type { Markup, Paragraph } from '@shared/content/paragraph-model';
import { NODE } from './doc-types';
import type { DocMark, DocNode } from './doc-types';
import { marksPerCharacter } from './markups';
import type { CharacterMarks } from './markups';

/**
 * Paragraph model → editor document (JSON). Paragraph names become the `name`
 * attribute of their block so they survive edits. Consecutive OLI (or ULI)
 * paragraphs form one list. Text '\n' becomes a hard break, except in code.
 */

function marksOf(char: CharacterMarks): DocMark[] {
  const marks: DocMark[] = [];
  if (char.href !== null) marks.push({ type: 'link', attrs: { href: char.href } });
  if (char.strong) marks.push({ type: 'bold' });
  if (char.em) marks.push({ type: 'italic' });
  if (char.code) marks.push({ type: 'code' });
  return marks;
}

function sameMarks(a: CharacterMarks, b: CharacterMarks): boolean {
  return a.strong === b.strong && a.em === b.em && a.code === b.code && a.href === b.href;
}

function leaf(text: string, char: CharacterMarks, isCode: boolean): DocNode[] {
  const marks = marksOf(char);
  const withMarks = (node: DocNode): DocNode => (marks.length ? { ...node, marks } : node);
  if (isCode) return [withMarks({ type: NODE.text, text })];
  // Hard breaks are one character wide, like the '\n' they stand for.
  return text
    .split(/(\n)/)
    .filter((part) => part.length > 0)
    .map((part) =>
      withMarks(part === '\n' ? { type: NODE.hardBreak } : { type: NODE.text, text: part }),
    );
}

/** Inline content for a text and its markups. */
function inlineContent(text: string, markups: readonly Markup[], isCode = false): DocNode[] {
  const chars = marksPerCharacter(text.length, markups);
  const nodes: DocNode[] = [];
  let start = 0;
  for (let index = 1; index <= text.length; index += 1) {
    const previous = chars[index - 1];
    const char = chars[index];
    if (previous && char && sameMarks(previous, char)) continue;
    if (previous) nodes.push(...leaf(text.slice(start, index), previous, isCode));
    start = index;
  }
  return nodes;
}

function textblock(type: string, paragraph: Paragraph, attrs: Record<string, unknown> = {}) {
  const content = inlineContent(paragraph.text, paragraph.markups, type === NODE.codeBlock);
  const node: DocNode = { type, attrs: { name: paragraph.name, ...attrs } };
  if (content.length) node.content = content;
  return node;
}

const HEADING_LEVEL: Partial<Record<Paragraph['type'], number>> = {
  H1: 1,
  H2: 2,
  H3: 3,
  H4: 4,
  COVER_TITLE: 3,
  SECTION_CAPTION: 4,
};

function imageNode(paragraph: Paragraph): DocNode {
  const meta = paragraph.metadata;
  if (!meta) return textblock(NODE.paragraph, paragraph);
  return textblock(NODE.image, paragraph, {
    mediaId: meta.id,
    width: meta.originalWidth,
    height: meta.originalHeight,
    focusX: meta.focusPercentX ?? null,
    focusY: meta.focusPercentY ?? null,
    alt: meta.alt ?? null,
    layout: paragraph.layout ?? null,
  });
}

function embedNode(paragraph: Paragraph): DocNode {
  const frame = paragraph.iframe;
  if (!frame) return textblock(NODE.paragraph, paragraph);
  return textblock(NODE.embed, paragraph, {
    src: frame.src,
    width: frame.width,
    height: frame.height,
    layout: paragraph.layout ?? null,
  });
}

function mixtapeNode(paragraph: Paragraph): DocNode {
  const card = paragraph.mixtapeMetadata;
  if (!card) return textblock(NODE.paragraph, paragraph);
  return textblock(NODE.mixtape, paragraph, {
    href: card.href,
    thumbnailImageId: card.thumbnailImageId ?? null,
  });
}

/** One block for a paragraph that is not a list item. */
export function blockFor(paragraph: Paragraph): DocNode {
  const level = HEADING_LEVEL[paragraph.type];
  if (level !== undefined) {
    const isSpecial = paragraph.type === 'COVER_TITLE' || paragraph.type === 'SECTION_CAPTION';
    return textblock(NODE.heading, paragraph, {
      level,
      ...(isSpecial ? { paragraphType: paragraph.type } : {}),
    });
  }
  switch (paragraph.type) {
    case 'BQ':
      return textblock(NODE.blockquote, paragraph);
    case 'PQ':
      return textblock(NODE.pullQuote, paragraph);
    case 'PRE':
      return textblock(NODE.codeBlock, paragraph);
    case 'IMG':
      return imageNode(paragraph);
    case 'IFRAME':
      return embedNode(paragraph);
    case 'MIXTAPE_EMBED':
      return mixtapeNode(paragraph);
    case 'HR':
      return { type: NODE.horizontalRule, attrs: { name: paragraph.name } };
    default:
      return textblock(NODE.paragraph, paragraph);
  }
}

function listType(paragraph: Paragraph): string | null {
  if (paragraph.type === 'OLI') return NODE.orderedList;
  if (paragraph.type === 'ULI') return NODE.bulletList;
  return null;
}

/** The editor document for a story's paragraphs (never empty: the editor needs one block). */
export function modelToDoc(paragraphs: readonly Paragraph[], emptyName = ''): DocNode {
  const content: DocNode[] = [];
  let list: DocNode | null = null;
  for (const paragraph of paragraphs) {
    const type = listType(paragraph);
    if (!type) {
      list = null;
      content.push(blockFor(paragraph));
      continue;
    }
    if (!list || list.type !== type) {
      list = { type, content: [] };
      content.push(list);
    }
    const item = { type: NODE.listItem, content: [textblock(NODE.paragraph, paragraph)] };
    list.content?.push(item);
  }
  if (content.length === 0)
    content.push({ type: NODE.paragraph, attrs: { name: emptyName || null } });
  return { type: NODE.doc, content };
}
