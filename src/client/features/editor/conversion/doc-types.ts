/**
 * The editor document as plain JSON (the shape TipTap's getJSON/setContent
 * use), so the conversion to and from the paragraph model needs no DOM and no
 * editor instance.
 */
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

/** The only markups the editor writes (as marks link, bold, italic and code). */
export type EditableMarkupType = 'A' | 'STRONG' | 'EM' | 'CODE';

export const MARKUP_ORDER: readonly EditableMarkupType[] = ['A', 'STRONG', 'EM', 'CODE'];
