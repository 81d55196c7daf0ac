import type { PostContent } from '@shared/content/paragraph-model';
import type { Anchor, StoredAnchor } from '@shared/content/anchor-placement';
import { BadRequestError } from '@server/lib/app-errors';
import { CONVERSATION_TEXTS } from './conversation.texts';

/**
 * Checks a new anchor against the live content and returns what to store.
 * Offsets are UTF-16 code units, as the browser's selection reports them.
 */
export function validateAnchor(content: PostContent, anchor: Anchor): StoredAnchor {
  const paragraph = content.paragraphs.find((p) => p.name === anchor.paragraphName);
  if (!paragraph) throw new BadRequestError(CONVERSATION_TEXTS.unknownParagraph);
  const { startOffset, endOffset } = anchor;
  const isInside =
    Number.isInteger(startOffset) &&
    Number.isInteger(endOffset) &&
    startOffset >= 0 &&
    startOffset < endOffset &&
    endOffset <= paragraph.text.length;
  if (!isInside) throw new BadRequestError(CONVERSATION_TEXTS.badOffsets);
  return { ...anchor, paragraphText: paragraph.text, paragraphType: paragraph.type };
}
