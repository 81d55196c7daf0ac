import { gql } from '@apollo/client';

/** A private note as the story page shows it: the passage, the text and the replies. */
export const NOTE_FIELDS = gql`
  fragment NoteFields on Note {
    id
    postId
    paragraphName
    startOffset
    endOffset
    quoteText
    content
    createdAt
    updatedAt
    author {
      id
      name
      username
    }
    replies {
      ...NoteReplyFields
    }
  }

  fragment NoteReplyFields on NoteReply {
    id
    noteId
    content
    createdAt
    author {
      id
      name
      username
    }
  }
`;
