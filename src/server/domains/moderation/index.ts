/** What the moderation domain offers the rest of the server; everything else in this folder is its own. */
export { suspendPost, suspendUser, unsuspendUser } from './moderation.service';
