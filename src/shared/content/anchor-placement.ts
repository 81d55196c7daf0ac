import type { Paragraph, PostContent } from './paragraph-model';

/** Where a highlight or a note points: a range of one paragraph's text. */
export interface Anchor {
  paragraphName: string;
  startOffset: number;
  endOffset: number;
}

/** An anchor as stored: with the paragraph's text and type when it was made. */
export interface StoredAnchor extends Anchor {
  paragraphText: string;
  paragraphType: string;
}

/** An anchor placed in the story as it reads now. */
export interface PlacedAnchor extends Anchor {
  paragraph: Paragraph;
}

/** Every index where `needle` starts in `text`. */
function occurrences(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) found.push(at);
  return found;
}

/**
 * Finds a stored anchor in the current content. The paragraph must still exist
 * (same name); when its text changed, the quoted passage is searched for again
 * and the occurrence nearest the old position wins. Null when it is gone.
 */
export function placeAnchor(content: PostContent, stored: StoredAnchor): PlacedAnchor | null {
  const paragraph = content.paragraphs.find((p) => p.name === stored.paragraphName);
  if (!paragraph) return null;
  if (paragraph.text === stored.paragraphText) return { ...pickAnchor(stored), paragraph };
  const passage = stored.paragraphText.slice(stored.startOffset, stored.endOffset);
  if (passage === '') return null;
  const starts = occurrences(paragraph.text, passage);
  if (starts.length === 0) return null;
  const nearest = starts.reduce((best, at) =>
    Math.abs(at - stored.startOffset) < Math.abs(best - stored.startOffset) ? at : best,
  );
  return {
    paragraphName: stored.paragraphName,
    startOffset: nearest,
    endOffset: nearest + passage.length,
    paragraph,
  };
}

const pickAnchor = (anchor: Anchor): Anchor => ({
  paragraphName: anchor.paragraphName,
  startOffset: anchor.startOffset,
  endOffset: anchor.endOffset,
});
