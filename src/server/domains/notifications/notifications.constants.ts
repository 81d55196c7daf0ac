/**
 * Notification types and limits (spec §9), plus the thresholds and the rollup
 * window this product chose where the spec is silent (docs/guide.md: the signed-in bar and notifications).
 */

const TAX_STAGES = [
  'day_one',
  'pre_earning_limit',
  'post_earning_limit',
  'final',
  'last_day',
] as const;

/** Every notification type of spec §9, without the `_rollup` suffix. */
export const NOTIFICATION_TYPES = [
  'quote',
  'response_created',
  'post_recommended',
  'collection_post_submitted',
  'collection_draft_submitted',
  'collection_post_approved',
  'collection_post_published',
  'collection_editor_added',
  'post_collaborated_published',
  'post_noted',
  'note_replied',
  'post_note_replied',
  'mention_in_note',
  'mention_in_note_update',
  'mention_in_note_reply',
  'mention_in_note_reply_update',
  'collection_followed_milestone',
  'post_added_to_editors_picks',
  'post_recommended_milestone',
  'post_clapped_milestone',
  'post_published_by_someone_you_follow',
  'series_published_by_someone_you_follow',
  'series_you_follow_updated',
  'series_subscribed',
  'users_following_you',
  'mention_in_post',
  'mention_in_series',
  'post_added_to_homepage_catalog',
  'fastrak_post_accepted',
  'highlight_was_piled_onto',
  'post_monger_request_sent',
  'post_shared',
  ...TAX_STAGES.map((stage) => `tax_not_submitted_${stage}` as const),
  ...TAX_STAGES.map((stage) => `tax_failed_tin_${stage}` as const),
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The Responses tab's filter (spec §4). */
export const RESPONSES_ACTIVITY_TYPE = 'response_created';

/**
 * Repeated actions on the same subject within one 24-hour window (UTC days)
 * join one row, which becomes `<type>_rollup` once it holds two people.
 */
export const ROLLUP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Types that group people: each maps to what makes two actions "the same subject". */
export const ROLLUP_TYPES: ReadonlySet<NotificationType> = new Set<NotificationType>([
  'quote',
  'post_recommended',
  'users_following_you',
  'highlight_was_piled_onto',
  'post_shared',
]);

/** Total claps on a story that notify its writer (post_clapped_milestone). */
export const CLAP_MILESTONES = [10, 50, 100, 500, 1000] as const;
/** Distinct readers clapping for a story that notify its writer (post_recommended_milestone). */
export const CLAPPER_MILESTONES = [10, 100] as const;
/** Followers of a publication that notify its creator (collection_followed_milestone). */
export const COLLECTION_FOLLOWER_MILESTONES = [10, 100, 1000] as const;

/** rollupItems lists at most this many people; rollupOthersCount counts them all. */
export const MAX_ROLLUP_ITEMS = 10;

/** The list a page belongs to (pagingInfo.next.source). */
export const NOTIFICATIONS_SOURCE = 'notifications';

export const NOTIFICATION_TEXTS = {
  badActivityType: 'activityType must be absent or response_created.',
  badPaging: 'Invalid paging options.',
} as const;
