/** Texts of the notification list; each type's sentence is in src/shared/notifications. */
export const NOTIFICATION_TEXTS = {
  heading: 'Notifications',
  all: 'All',
  responses: 'Responses',
  olderNotifications: 'Older notifications',
  allCaughtUp: "You're all caught up",
  yourStats: 'Your stats',
  loading: 'Loading notifications',
  loadFailed: 'Notifications could not be loaded.',
  retry: 'Try again',
  signInPrompt: 'Sign in to see your notifications.',
  signIn: 'Sign in',
  justNow: 'Just now',
};

/** '3 minutes ago', '1 hour ago', '2 days ago'. */
export function timeAgo(count: number, unit: 'minute' | 'hour' | 'day'): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}
