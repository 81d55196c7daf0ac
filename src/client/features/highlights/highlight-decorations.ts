import type { HighlightFieldsFragment } from '@client/graphql/generated/graphql';
import type { TextDecoration } from './highlight-runs';

/** Every range the story page draws, grouped by paragraph name. */
export function decorationsByParagraph(
  post: Pick<HighlightFieldsFragment, 'viewerHighlights' | 'topHighlight' | 'privateNotes'>,
): Map<string, TextDecoration[]> {
  const byName = new Map<string, TextDecoration[]>();
  const add = (paragraphName: string, decoration: TextDecoration) => {
    const list = byName.get(paragraphName) ?? [];
    list.push(decoration);
    byName.set(paragraphName, list);
  };
  const top = post.topHighlight;
  if (top)
    add(top.paragraphName, { kind: 'top', id: top.id, start: top.startOffset, end: top.endOffset });
  for (const quote of post.viewerHighlights) {
    add(quote.paragraphName, {
      kind: 'viewer',
      id: quote.id,
      start: quote.startOffset,
      end: quote.endOffset,
    });
  }
  for (const note of post.privateNotes) {
    add(note.paragraphName, {
      kind: 'note',
      id: note.id,
      start: note.startOffset,
      end: note.endOffset,
    });
  }
  return byName;
}
