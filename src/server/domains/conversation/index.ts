/** What the conversation domain offers the rest of the server; everything else in this folder is its own. */

export { createNote, replyToNote, updateNote } from './notes.service';
export { createQuote } from './quotes.service';
export {
  recordAuthorSuspensionChange,
  recordResponsePublicationChange,
  recordResponseSuspensionChange,
} from './response-stats';
export { requireRespondableParent, resolveResponseTarget } from './response-target';
