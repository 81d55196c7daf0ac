import { gql } from '@apollo/client';
import { NOTE_FIELDS } from '../notes/note-fields';

/** The viewer's highlights, the top highlight and the private notes the viewer may read. */
export const HIGHLIGHT_FIELDS = gql`
  fragment HighlightFields on Post {
    id
    viewerHighlights {
      ...ViewerHighlightFields
    }
    topHighlight {
      id
      paragraphName
      startOffset
      endOffset
      readerCount
    }
    privateNotes {
      ...NoteFields
    }
  }

  fragment ViewerHighlightFields on Quote {
    id
    paragraphName
    startOffset
    endOffset
  }
  ${NOTE_FIELDS}
`;
