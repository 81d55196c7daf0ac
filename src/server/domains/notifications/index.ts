/** What the notifications domain offers the rest of the server; everything else in this folder is its own. */
export {
  notifyNoteCreated,
  notifyNoteReply,
  notifyNoteUpdated,
  notifyQuote,
} from './conversation.causes';
export { NOTIFICATION_TYPES } from './notifications.constants';
export { notifyTaxReminder } from './partner.causes';
export { notifyPostWritten, notifyScheduledPublication } from './publishing.causes';
export {
  notifyApproved,
  notifyEditorAdded,
  notifyPublishedInPublication,
  notifySubmitted,
} from './publication.causes';
export { notifyClaps } from './reading.causes';
export { notifyCollectionFollowed, notifyFollow } from './social.causes';
