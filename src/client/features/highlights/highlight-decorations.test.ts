import { describe, expect, it } from 'vitest';
import { decorationsByParagraph } from './highlight-decorations';

const note = (id: string, paragraphName: string, start: number, end: number) => ({
  id,
  postId: 'post',
  paragraphName,
  startOffset: start,
  endOffset: end,
  quoteText: '',
  content: 'A note',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  author: { id: 'u', name: 'Una', username: 'una' },
  replies: [],
});

describe('decorationsByParagraph', () => {
  it('groups the top highlight, the reader’s highlights and noted passages by paragraph', () => {
    const byName = decorationsByParagraph({
      topHighlight: {
        id: 't',
        paragraphName: 'a',
        startOffset: 0,
        endOffset: 4,
        readerCount: 3,
      },
      viewerHighlights: [{ id: 'v', paragraphName: 'b', startOffset: 2, endOffset: 6 }],
      privateNotes: [note('n', 'a', 5, 9)],
    });
    expect(byName.get('a')).toEqual([
      { kind: 'top', id: 't', start: 0, end: 4 },
      { kind: 'note', id: 'n', start: 5, end: 9 },
    ]);
    expect(byName.get('b')).toEqual([{ kind: 'viewer', id: 'v', start: 2, end: 6 }]);
    expect(byName.has('c')).toBe(false);
  });

  it('draws nothing for a reader with no highlights and no top highlight', () => {
    const byName = decorationsByParagraph({
      topHighlight: null,
      viewerHighlights: [],
      privateNotes: [],
    });
    expect(byName.size).toBe(0);
  });
});
