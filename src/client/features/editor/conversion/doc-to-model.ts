import type { Paragraph } from '@shared/content/paragraph-model';
import { newParagraphName } from '@shared/content/paragraph-names';
import { NODE } from './doc-types';
import type { DocMark, DocNode } from './doc-types';
import { markupsFromCharacters } from './markups';
import type { CharacterMarks } from './markups';

/**
 * Editor document (JSON) → paragraph model. Every block becomes one
 * paragraph; list items become OLI/ULI; markups come out in the normal form
 * of markups.ts. Blocks without a name, or with a name already used earlier
 * in the document (a split paragraph copies its name), get a new one. A
 * document holding only one empty paragraph is an empty story.
 */

function charMarks(marks: readonly DocMark[] | undefined): CharacterMarks {
  const char: CharacterMarks = { strong: false, em: false, code: false, href: null };
  for (const mark of marks ?? []) {
    if (mark.type === 'bold') char.strong = true;
    else if (mark.type === 'italic') char.em = true;
    else if (mark.type === 'code') char.code = true;
    else if (mark.type === 'link' && typeof mark.attrs?.href === 'string' && mark.attrs.href)
      char.href = mark.attrs.href;
  }
  return char;
}

/** Text and markups of a block's inline content. */
function textOf(node: DocNode): Pick<Paragraph, 'text' | 'markups'> {
  let text = '';
  const chars: CharacterMarks[] = [];
  for (const child of node.content ?? []) {
    const piece =
      child.type === NODE.text ? (child.text ?? '') : child.type === NODE.hardBreak ? '\n' : '';
    const marks = charMarks(child.marks);
    text += piece;
    for (let index = 0; index < piece.length; index += 1) chars.push(marks);
  }
  return { text, markups: markupsFromCharacters(chars) };
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const int = (value: unknown, fallback: number): number => Math.round(num(value) ?? fallback);

type Draft = Omit<Paragraph, 'name'> & { name: string | undefined };

function layoutOf(attrs: Record<string, unknown>): Pick<Paragraph, 'layout'> {
  const layout = attrs.layout;
  return layout === 'INSET_CENTER' || layout === 'OUTSET_CENTER' || layout === 'FULL_WIDTH'
    ? { layout }
    : {};
}

function imageParagraph(node: DocNode, attrs: Record<string, unknown>): Draft {
  const focusX = num(attrs.focusX);
  const focusY = num(attrs.focusY);
  const alt = str(attrs.alt);
  return {
    name: str(attrs.name),
    type: 'IMG',
    ...textOf(node),
    ...layoutOf(attrs),
    metadata: {
      id: str(attrs.mediaId) ?? '',
      originalWidth: int(attrs.width, 1),
      originalHeight: int(attrs.height, 1),
      ...(focusX === undefined ? {} : { focusPercentX: focusX }),
      ...(focusY === undefined ? {} : { focusPercentY: focusY }),
      ...(alt === undefined ? {} : { alt }),
    },
  };
}

/** A cover title is a big heading and a section caption a small one, until the level changes. */
function headingType(level: number, paragraphType: unknown): Paragraph['type'] {
  if (paragraphType === 'COVER_TITLE' && level === 3) return 'COVER_TITLE';
  if (paragraphType === 'SECTION_CAPTION' && level === 4) return 'SECTION_CAPTION';
  return level <= 1 ? 'H1' : level === 2 ? 'H2' : level === 3 ? 'H3' : 'H4';
}

function blockParagraph(node: DocNode, listType?: 'OLI' | 'ULI'): Draft | null {
  const attrs = node.attrs ?? {};
  const name = str(attrs.name);
  switch (node.type) {
    case NODE.paragraph:
      return { name, type: listType ?? 'P', ...textOf(node) };
    case NODE.heading: {
      const level = int(attrs.level, 3);
      return { name, type: headingType(level, attrs.paragraphType), ...textOf(node) };
    }
    case NODE.blockquote:
      return { name, type: 'BQ', ...textOf(node) };
    case NODE.pullQuote:
      return { name, type: 'PQ', ...textOf(node) };
    case NODE.codeBlock:
      return { name, type: 'PRE', ...textOf(node) };
    case NODE.horizontalRule:
      return { name, type: 'HR', text: '', markups: [] };
    case NODE.image:
      return imageParagraph(node, attrs);
    case NODE.embed: {
      const iframe = { src: str(attrs.src) ?? '', width: int(attrs.width, 640), height: 0 };
      iframe.height = int(attrs.height, 360);
      return { name, type: 'IFRAME', ...textOf(node), ...layoutOf(attrs), iframe };
    }
    case NODE.mixtape: {
      const thumbnailImageId = str(attrs.thumbnailImageId);
      const card = {
        href: str(attrs.href) ?? '',
        ...(thumbnailImageId ? { thumbnailImageId } : {}),
      };
      return { name, type: 'MIXTAPE_EMBED', ...textOf(node), mixtapeMetadata: card };
    }
    default:
      return null;
  }
}

function collect(node: DocNode, out: Draft[], listType?: 'OLI' | 'ULI') {
  if (node.type === NODE.orderedList || node.type === NODE.bulletList) {
    const type = node.type === NODE.orderedList ? 'OLI' : 'ULI';
    for (const child of node.content ?? []) collect(child, out, type);
    return;
  }
  if (node.type === NODE.listItem || node.type === NODE.doc) {
    for (const child of node.content ?? []) collect(child, out, listType);
    return;
  }
  const paragraph = blockParagraph(node, listType);
  if (paragraph) out.push(paragraph);
}

/** Gives every paragraph a unique name, keeping the first use of each existing one. */
export function assignNames(drafts: readonly Draft[]): Paragraph[] {
  const taken = new Set(drafts.map((draft) => draft.name).filter((name) => name !== undefined));
  const used = new Set<string>();
  return drafts.map((draft) => {
    let name = draft.name;
    if (name === undefined || used.has(name)) {
      name = newParagraphName(taken);
      taken.add(name);
    }
    used.add(name);
    return { ...draft, name };
  });
}

export function docToModel(doc: DocNode): Paragraph[] {
  const drafts: Draft[] = [];
  collect(doc, drafts);
  const only = drafts[0];
  if (drafts.length === 1 && only?.type === 'P' && only.text === '') return [];
  return assignNames(drafts);
}
