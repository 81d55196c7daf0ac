/** What the notification-emails domain offers the rest of the server; everything else in this folder is its own. */
export { composeEmails, messageHostOf } from './compose-email';
export type { ComposeDeps } from './compose-email';
export { describeNotification } from './email-content';
export { EMAIL_GROUP_TEXTS } from './email-group-texts';
export { listEmailChoices, setEmailChoice } from './email-settings.service';
export { enqueueNotificationEmails } from './enqueue';
export type { StoredNotification } from './enqueue';
export {
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_TOKEN_LIFETIME_MS,
  signUnsubscribeToken,
  verifyUnsubscribeToken,
} from './unsubscribe-token';
export type { UnsubscribeTokenCheck } from './unsubscribe-token';
