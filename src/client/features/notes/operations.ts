import type { ApolloCache, Reference } from '@apollo/client';
import { graphql } from '@client/graphql/generated';

export const CREATE_NOTE = graphql(`
  mutation CreateNote(
    $postId: ID!
    $paragraphName: String!
    $startOffset: Int!
    $endOffset: Int!
    $content: String!
  ) {
    createNote(
      postId: $postId
      paragraphName: $paragraphName
      startOffset: $startOffset
      endOffset: $endOffset
      content: $content
    ) {
      ...NoteFields
    }
  }
`);

export const UPDATE_NOTE = graphql(`
  mutation UpdateNote($noteId: ID!, $content: String!) {
    updateNote(noteId: $noteId, content: $content) {
      id
      content
      updatedAt
    }
  }
`);

export const DELETE_NOTE = graphql(`
  mutation DeleteNote($noteId: ID!) {
    deleteNote(noteId: $noteId)
  }
`);

export const REPLY_TO_NOTE = graphql(`
  mutation ReplyToNote($noteId: ID!, $content: String!) {
    replyToNote(noteId: $noteId, content: $content) {
      ...NoteReplyFields
    }
  }
`);

/** Adds a new note to the story's privateNotes, without refetching the story. */
export function addPrivateNote(cache: ApolloCache, postId: string, noteId: string) {
  cache.modify({
    id: cache.identify({ __typename: 'Post', id: postId }),
    fields: {
      privateNotes(existing: readonly Reference[] = [], { readField, toReference }) {
        if (existing.some((ref) => readField('id', ref) === noteId)) return existing;
        const added = toReference({ __typename: 'Note', id: noteId });
        return added ? [...existing, added] : existing;
      },
    },
  });
}

/** Forgets a deleted note: out of the story's list and out of the cache. */
export function removePrivateNote(cache: ApolloCache, postId: string, noteId: string) {
  cache.modify({
    id: cache.identify({ __typename: 'Post', id: postId }),
    fields: {
      privateNotes(existing: readonly Reference[] = [], { readField }) {
        return existing.filter((ref) => readField('id', ref) !== noteId);
      },
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'Note', id: noteId }) });
  cache.gc();
}

/** Appends a reply to its note's replies. */
export function addNoteReply(cache: ApolloCache, noteId: string, replyId: string) {
  cache.modify({
    id: cache.identify({ __typename: 'Note', id: noteId }),
    fields: {
      replies(existing: readonly Reference[] = [], { readField, toReference }) {
        if (existing.some((ref) => readField('id', ref) === replyId)) return existing;
        const added = toReference({ __typename: 'NoteReply', id: replyId });
        return added ? [...existing, added] : existing;
      },
    },
  });
}
