/**
 * Turns a DOM selection into what the server stores for a highlight or a note:
 * the paragraph's name and UTF-16 offsets into its text. Written against the
 * few Node members it needs so it can be tested without a browser.
 */

export interface TextTreeNode {
  nodeType: number;
  nodeValue: string | null;
  parentNode: TextTreeNode | null;
  childNodes: ArrayLike<TextTreeNode>;
}

export interface PassageAnchor {
  paragraphName: string;
  startOffset: number;
  endOffset: number;
}

const TEXT_NODE = 3;

function textLength(node: TextTreeNode): number {
  if (node.nodeType === TEXT_NODE) return node.nodeValue?.length ?? 0;
  let total = 0;
  for (let index = 0; index < node.childNodes.length; index += 1) {
    const child = node.childNodes[index];
    if (child) total += textLength(child);
  }
  return total;
}

/**
 * The UTF-16 offset of a selection boundary (node, offset) within `root`'s text,
 * or null when the boundary is outside `root`.
 */
export function textOffsetWithin(
  root: TextTreeNode,
  node: TextTreeNode,
  offset: number,
): number | null {
  let total = 0;
  if (node.nodeType === TEXT_NODE) total = offset;
  else {
    for (let index = 0; index < offset && index < node.childNodes.length; index += 1) {
      const child = node.childNodes[index];
      if (child) total += textLength(child);
    }
  }
  let current = node;
  while (current !== root) {
    const parent = current.parentNode;
    if (!parent) return null;
    for (let index = 0; index < parent.childNodes.length; index += 1) {
      const sibling = parent.childNodes[index];
      if (sibling === current) break;
      if (sibling) total += textLength(sibling);
    }
    current = parent;
  }
  return total;
}

/**
 * Narrows [start, end) so it neither starts nor ends on white space; null when
 * nothing but white space (or nothing at all) is selected.
 */
export function trimRange(
  text: string,
  start: number,
  end: number,
): { start: number; end: number } | null {
  let from = Math.max(0, Math.min(start, end));
  let to = Math.min(text.length, Math.max(start, end));
  while (from < to && /\s/.test(text.charAt(from))) from += 1;
  while (to > from && /\s/.test(text.charAt(to - 1))) to -= 1;
  return from < to ? { start: from, end: to } : null;
}

export interface SelectionEnds {
  /** The paragraph element (data-paragraph-name) each end lies in, or null. */
  startParagraph: { name: string; node: TextTreeNode; text: string } | null;
  endParagraph: { name: string; node: TextTreeNode; text: string } | null;
  startNode: TextTreeNode;
  startOffset: number;
  endNode: TextTreeNode;
  endOffset: number;
}

/**
 * The passage a selection covers when it lies in one paragraph. A selection
 * that ends at the very start of the next paragraph (what a triple click
 * gives) counts as running to the end of the first one.
 */
export function anchorFromSelection(ends: SelectionEnds): PassageAnchor | null {
  const { startParagraph, endParagraph } = ends;
  if (!startParagraph) return null;
  const start = textOffsetWithin(startParagraph.node, ends.startNode, ends.startOffset);
  if (start === null) return null;
  let end: number | null;
  if (endParagraph && endParagraph.node === startParagraph.node) {
    end = textOffsetWithin(startParagraph.node, ends.endNode, ends.endOffset);
  } else if (endParagraph) {
    const intoNext = textOffsetWithin(endParagraph.node, ends.endNode, ends.endOffset);
    end = intoNext === 0 ? startParagraph.text.length : null;
  } else {
    end = null;
  }
  if (end === null) return null;
  const range = trimRange(startParagraph.text, start, end);
  if (!range) return null;
  return { paragraphName: startParagraph.name, startOffset: range.start, endOffset: range.end };
}
