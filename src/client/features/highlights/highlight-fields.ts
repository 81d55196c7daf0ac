import { gql } from '@apollo/client';

/** The viewer's highlights, the top highlight and the private notes the viewer may read. */
export const HIGHLIGHT_FIELDS = gql`
  fragment HighlightFields on Post {
    id
    viewerHighlights {
      id
      paragraphName
      startOffset
      endOffset
    }
    topHighlight {
      id
      paragraphName
      startOffset
      endOffset
      readerCount
    }
  }
`;
