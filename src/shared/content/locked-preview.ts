import type { PostContent } from './paragraph-model';

/**
 * What a member-only story shows to someone who may not read it in full: its
 * opening, up to three text paragraphs (five blocks at most). The server cuts
 * the content to this, so the rest never reaches the page.
 */
export function lockedPreview<T extends { type: string }>(paragraphs: readonly T[]): T[] {
  const preview: T[] = [];
  let textParagraphs = 0;
  for (const paragraph of paragraphs) {
    if (textParagraphs >= 3 || preview.length >= 5) break;
    preview.push(paragraph);
    if (paragraph.type === 'P') textParagraphs += 1;
  }
  return preview;
}

/**
 * Story content as the API serves it: whole, or cut to its opening for this
 * reader; `isMemberOnly` says whether the meter applies to it at all.
 */
export type ServedPostContent = PostContent & {
  isLockedPreviewOnly?: boolean;
  isMemberOnly?: boolean;
};
