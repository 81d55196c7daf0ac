/** Messages of the highlights, notes and responses API. */
export const CONVERSATION_TEXTS = {
  postNotFound: 'Post not found.',
  quoteNotFound: 'Highlight not found.',
  noteNotFound: 'Note not found.',
  responseNotFound: 'Response not found.',
  unknownParagraph: 'paragraphName: No paragraph of this story has that name.',
  badOffsets: 'startOffset, endOffset: The range must lie within the paragraph text.',
  noteTooLong: 'Notes can be at most 500 characters.',
  noteEmpty: 'Write something before saving the note.',
  replyTooLong: 'Replies can be at most 500 characters.',
  replyEmpty: 'Write something before sending the reply.',
  quoteNotOnParent: 'inResponseToQuoteId: That highlight is not on this story.',
  /** The toast the client shows after hiding a response (spec §8). */
  responseHidden: 'Response has been hidden from this story',
} as const;
