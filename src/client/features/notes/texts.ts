/** Texts of private notes; their limit is NOTE_LIMIT in src/shared/limits.ts. */

export const NOTE_TEXTS = {
  composerTitle: 'New private note',
  noteLabel: 'Private note',
  noteDescription: "Only you and the story's author can see this note.",
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  confirmDelete: 'Delete this note?',
  editLabel: 'Edit private note',
  replyLabel: 'Reply',
  sendReply: 'Send reply',
  replies: 'Replies',
  noteBy: (name: string) => `Private note by ${name}`,
  you: 'You',
  saveFailed: 'Could not save the note. Please try again.',
  deleteFailed: 'Could not delete the note. Please try again.',
  replyFailed: 'Could not send the reply. Please try again.',
} as const;
