import { describe, expect, it } from 'vitest';
import { EMAIL_GROUPS, emailGroupOf, typesOfGroup } from './email-groups';

// Spec §9, "Notification types handled", in its order.
const SPEC_TYPES = [
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
  ...['day_one', 'pre_earning_limit', 'post_earning_limit', 'final', 'last_day'].flatMap(
    (stage) => [`tax_not_submitted_${stage}`, `tax_failed_tin_${stage}`],
  ),
];

describe('e-mail groups', () => {
  it('place every notification type of the spec in exactly one group', () => {
    const grouped = EMAIL_GROUPS.flatMap((group) => typesOfGroup(group));
    // Plus the mail a publication newsletter sends, which is no §9 notification.
    expect([...grouped].sort()).toEqual([...SPEC_TYPES, 'newsletter_story'].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('read a rolled-up type as its base type and ignore unknown ones', () => {
    expect(emailGroupOf('response_created_rollup')).toBe('RESPONSES');
    expect(emailGroupOf('post_recommended')).toBe('CLAPS');
    expect(emailGroupOf('tax_failed_tin_final')).toBe('PARTNER_PROGRAM');
    expect(emailGroupOf('something_new')).toBeNull();
  });
});
