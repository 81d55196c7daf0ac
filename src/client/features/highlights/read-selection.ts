import { anchorFromSelection } from './selection-anchor';
import type { PassageAnchor, TextTreeNode } from './selection-anchor';

export interface SelectedPassage {
  anchor: PassageAnchor;
  /** Above the middle of the passage, relative to `container`. */
  position: { top: number; left: number };
}

/** The menu's spot for a rectangle on screen: above its middle, in `container`'s coordinates. */
export function menuPosition(rect: DOMRect, container: HTMLElement) {
  const box = container.getBoundingClientRect();
  return { top: rect.top - box.top, left: rect.left - box.left + rect.width / 2 };
}

/**
 * The passage the reader selected inside `container`, when it lies in one
 * paragraph whose text is known (`texts`, by paragraph name); null otherwise.
 */
export function readSelection(
  container: HTMLElement,
  texts: ReadonlyMap<string, string>,
): SelectedPassage | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const paragraphOf = (node: Node) => {
    const element = node instanceof Element ? node : node.parentElement;
    const paragraph = element?.closest('[data-paragraph-name]');
    if (!paragraph || !container.contains(paragraph)) return null;
    const name = paragraph.getAttribute('data-paragraph-name') ?? '';
    const text = texts.get(name);
    return text === undefined ? null : { name, text, node: paragraph as TextTreeNode };
  };
  const anchor = anchorFromSelection({
    startParagraph: paragraphOf(range.startContainer),
    endParagraph: paragraphOf(range.endContainer),
    startNode: range.startContainer,
    startOffset: range.startOffset,
    endNode: range.endContainer,
    endOffset: range.endOffset,
  });
  if (!anchor) return null;
  return { anchor, position: menuPosition(range.getBoundingClientRect(), container) };
}
