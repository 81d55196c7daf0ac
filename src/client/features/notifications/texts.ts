/**
 * Notification texts. Placeholders: {actor} (the person, or '{name} and N others'
 * for a rollup), {post} (the story's title), {collection} (the publication's
 * name), {milestone} (the number reached).
 */
export const NOTIFICATION_TEMPLATES: Record<string, string> = {
  quote: '{actor} highlighted a passage in {post}',
  response_created: '{actor} responded to {post}',
  post_recommended: '{actor} clapped for {post}',
  collection_post_submitted: '{actor} submitted {post} to {collection}',
  collection_draft_submitted: '{actor} submitted the draft {post} to {collection}',
  collection_post_approved: '{actor} approved {post} for {collection}',
  collection_post_published: '{actor} published {post} in {collection}',
  collection_editor_added: '{actor} made you an editor of {collection}',
  post_collaborated_published: '{actor} published {post}, a story you worked on together',
  post_noted: '{actor} left a note on {post}',
  note_replied: '{actor} replied to your note on {post}',
  post_note_replied: '{actor} replied to a note on {post}',
  mention_in_note: '{actor} mentioned you in a note on {post}',
  mention_in_note_update: '{actor} mentioned you in an edited note on {post}',
  mention_in_note_reply: '{actor} mentioned you in a reply to a note on {post}',
  mention_in_note_reply_update: '{actor} mentioned you in an edited reply to a note on {post}',
  collection_followed_milestone: '{collection} reached {milestone} followers',
  post_added_to_editors_picks: "{post} was added to Editors' Picks",
  post_recommended_milestone: '{milestone} people have clapped for {post}',
  post_clapped_milestone: '{post} reached {milestone} claps',
  post_published_by_someone_you_follow: '{actor} published {post}',
  series_published_by_someone_you_follow: '{actor} published a new series, {post}',
  series_you_follow_updated: '{actor} added to the series {post}',
  series_subscribed: '{actor} subscribed to your series {post}',
  users_following_you: '{actor} started following you',
  mention_in_post: '{actor} mentioned you in {post}',
  mention_in_series: '{actor} mentioned you in the series {post}',
  post_added_to_homepage_catalog: '{post} was featured on the homepage',
  fastrak_post_accepted: '{post} was selected for wider distribution',
  highlight_was_piled_onto: '{actor} highlighted the same passage as you in {post}',
  post_monger_request_sent: '{actor} asked you to review the draft {post}',
  post_shared: '{actor} shared {post}',
  tax_not_submitted_day_one: 'Add your tax details to be paid for your stories',
  tax_not_submitted_pre_earning_limit: 'Add your tax details before your earnings reach the limit',
  tax_not_submitted_post_earning_limit:
    'Your earnings passed the limit: add your tax details to keep being paid',
  tax_not_submitted_final: 'Final reminder: add your tax details to keep being paid',
  tax_not_submitted_last_day: 'Today is the last day to add your tax details',
  tax_failed_tin_day_one: 'Your taxpayer ID could not be verified: please check your tax details',
  tax_failed_tin_pre_earning_limit:
    'Your taxpayer ID could not be verified: fix it before your earnings reach the limit',
  tax_failed_tin_post_earning_limit:
    'Your taxpayer ID could not be verified and your earnings passed the limit: fix it to keep being paid',
  tax_failed_tin_final: 'Final reminder: your taxpayer ID could not be verified',
  tax_failed_tin_last_day: 'Today is the last day to fix your taxpayer ID',
};

export const NOTIFICATION_TEXTS = {
  heading: 'Notifications',
  all: 'All',
  responses: 'Responses',
  olderNotifications: 'Older notifications',
  allCaughtUp: "You're all caught up",
  yourStats: 'Your stats',
  unknownUser: 'Unknown user',
  untitledStory: 'Untitled story',
  somePublication: 'a publication',
  loading: 'Loading notifications',
  loadFailed: 'Notifications could not be loaded.',
  retry: 'Try again',
  signInPrompt: 'Sign in to see your notifications.',
  signIn: 'Sign in',
  justNow: 'Just now',
};

/** '{name} and 1 other' / '{name} and N others' (spec §9). */
export function rollupActor(name: string, othersCount: number): string {
  if (othersCount <= 0) return name;
  if (othersCount === 1) return `${name} and 1 other`;
  return `${name} and ${othersCount} others`;
}

/** '3 minutes ago', '1 hour ago', '2 days ago'. */
export function timeAgo(count: number, unit: 'minute' | 'hour' | 'day'): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}
