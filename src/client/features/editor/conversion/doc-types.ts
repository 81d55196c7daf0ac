/**
 * The editor document as plain JSON (the shape TipTap's getJSON/setContent
 * use), so the conversion to and from the paragraph model needs no DOM and no
 * editor instance.
 */
export type MarkName = 'link' | 'bold' | 'italic' | 'code';

export interface DocMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface DocNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  marks?: DocMark[];
  text?: string;
}

/** Node type names used by the editor schema (extensions/*.ts register them). */
export const NODE = {
  doc: 'doc',
  paragraph: 'paragraph',
  heading: 'heading',
  blockquote: 'blockquote',
  pullQuote: 'pullQuote',
  codeBlock: 'codeBlock',
  image: 'image',
  embed: 'embed',
  mixtape: 'mixtape',
  bulletList: 'bulletList',
  orderedList: 'orderedList',
  listItem: 'listItem',
  horizontalRule: 'horizontalRule',
  hardBreak: 'hardBreak',
  text: 'text',
} as const;

/** Markup type ↔ mark name; the only markups the editor writes. */
export const MARK_FOR_MARKUP = {
  A: 'link',
  STRONG: 'bold',
  EM: 'italic',
  CODE: 'code',
} as const satisfies Record<string, MarkName>;

export type EditableMarkupType = keyof typeof MARK_FOR_MARKUP;

/** Order of marks on a text node (the schema's mark order) and of markups with equal ranges. */
export const MARK_ORDER: readonly MarkName[] = ['link', 'bold', 'italic', 'code'];
export const MARKUP_ORDER: readonly EditableMarkupType[] = ['A', 'STRONG', 'EM', 'CODE'];
