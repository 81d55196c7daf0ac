import { gql } from '@apollo/client';

/** One answer in a private note's conversation. */
export const NOTE_REPLY_FIELDS = gql`
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
  ${NOTE_REPLY_FIELDS}
`;
