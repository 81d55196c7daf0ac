/**
 * The notification types of the spec (§9) gathered into the groups people
 * choose from in their settings: one switch per kind of news, not per type.
 * A type missing here (a future one) never sends e-mail until it is placed.
 */
export const EMAIL_GROUPS = [
  'RESPONSES',
  'CLAPS',
  'HIGHLIGHTS',
  'NOTES',
  'MENTIONS',
  'FOLLOWERS',
  'FOLLOWED_STORIES',
  'SHARES',
  'PUBLICATIONS',
  'PARTNER_PROGRAM',
  'NEWSLETTERS',
] as const;

export type EmailGroup = (typeof EMAIL_GROUPS)[number];

const TAX_STAGES = [
  'day_one',
  'pre_earning_limit',
  'post_earning_limit',
  'final',
  'last_day',
] as const;

const TYPES_BY_GROUP: Record<EmailGroup, readonly string[]> = {
  RESPONSES: ['response_created'],
  CLAPS: ['post_recommended', 'post_recommended_milestone', 'post_clapped_milestone'],
  HIGHLIGHTS: ['quote', 'highlight_was_piled_onto'],
  NOTES: ['post_noted', 'note_replied', 'post_note_replied'],
  MENTIONS: [
    'mention_in_post',
    'mention_in_note',
    'mention_in_note_update',
    'mention_in_note_reply',
    'mention_in_note_reply_update',
    'mention_in_series',
  ],
  FOLLOWERS: ['users_following_you', 'collection_followed_milestone'],
  FOLLOWED_STORIES: [
    'post_published_by_someone_you_follow',
    'series_published_by_someone_you_follow',
    'series_you_follow_updated',
    'series_subscribed',
  ],
  SHARES: ['post_shared'],
  PUBLICATIONS: [
    'collection_post_submitted',
    'collection_draft_submitted',
    'collection_post_approved',
    'collection_post_published',
    'collection_editor_added',
    'post_collaborated_published',
    'post_added_to_editors_picks',
    'post_added_to_homepage_catalog',
    'fastrak_post_accepted',
    'post_monger_request_sent',
  ],
  PARTNER_PROGRAM: TAX_STAGES.flatMap((stage) => [
    `tax_not_submitted_${stage}`,
    `tax_failed_tin_${stage}`,
  ]),
  // Stories a publication sends to its newsletter's subscribers.
  NEWSLETTERS: ['newsletter_story'],
};

/**
 * On until the person says otherwise: direct replies, new followers, being
 * mentioned, editorial decisions and tax deadlines. The noisier groups (claps,
 * highlights, everything by people you follow) stay in the bell only.
 */
export const DEFAULT_ON_GROUPS: ReadonlySet<EmailGroup> = new Set<EmailGroup>([
  'RESPONSES',
  'MENTIONS',
  'FOLLOWERS',
  'PUBLICATIONS',
  'PARTNER_PROGRAM',
  // Subscribing to a newsletter is already the reader asking for its mail.
  'NEWSLETTERS',
]);

const GROUP_BY_TYPE = new Map<string, EmailGroup>(
  EMAIL_GROUPS.flatMap((group) => TYPES_BY_GROUP[group].map((type) => [type, group] as const)),
);

/** The group a notification type belongs to; a `_rollup` suffix is ignored. */
export function emailGroupOf(type: string): EmailGroup | null {
  return GROUP_BY_TYPE.get(type.replace(/_rollup$/, '')) ?? null;
}

export function typesOfGroup(group: EmailGroup): readonly string[] {
  return TYPES_BY_GROUP[group];
}
