import { gql } from '@apollo/client';

/** A story's paragraph as the reader shows it (the story page and its responses). */
export const PARAGRAPH_FIELDS = gql`
  fragment ParagraphFields on Paragraph {
    name
    type
    text
    layout
    markups {
      type
      start
      end
      href
    }
    metadata {
      id
      originalWidth
      originalHeight
      alt
    }
    iframe {
      src
      width
      height
    }
    mixtapeMetadata {
      href
      thumbnailImageId
    }
  }
`;
