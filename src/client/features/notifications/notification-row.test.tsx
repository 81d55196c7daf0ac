import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildNotification } from '@client/test/kits/notification-kit';
import { NotificationRow } from './notification-row';
import type { NotificationData } from './notifications-operations';

const now = new Date('2026-11-23T12:00:00.000Z');

function render(notification: NotificationData): string {
  return renderToStaticMarkup(<NotificationRow notification={notification} now={now} />);
}

/** The row's visible text, tags removed. */
function textOf(notification: NotificationData): string {
  return render(notification)
    .replace(/<time[^>]*>.*?<\/time>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

const stored = (type: string, overrides: Partial<NotificationData> = {}) =>
  buildNotification(type, { milestoneArg: 100, ...overrides });

// Every type of spec §9, with the sentence its row shows (initials 'AL' open rows with an actor).
const EXPECTED: Array<[string, string]> = [
  ['quote', 'ALAda Lovelace highlighted a passage in Notes on the Analytical Engine'],
  ['response_created', 'ALAda Lovelace responded to Notes on the Analytical Engine'],
  ['post_recommended', 'ALAda Lovelace clapped for Notes on the Analytical Engine'],
  [
    'collection_post_submitted',
    'ALAda Lovelace submitted Notes on the Analytical Engine to The Engine Room',
  ],
  [
    'collection_draft_submitted',
    'ALAda Lovelace submitted the draft Notes on the Analytical Engine to The Engine Room',
  ],
  [
    'collection_post_approved',
    'ALAda Lovelace approved Notes on the Analytical Engine for The Engine Room',
  ],
  [
    'collection_post_published',
    'ALAda Lovelace published Notes on the Analytical Engine in The Engine Room',
  ],
  ['collection_editor_added', 'ALAda Lovelace made you an editor of The Engine Room'],
  [
    'post_collaborated_published',
    'ALAda Lovelace published Notes on the Analytical Engine, a story you worked on together',
  ],
  ['post_noted', 'ALAda Lovelace left a note on Notes on the Analytical Engine'],
  ['note_replied', 'ALAda Lovelace replied to your note on Notes on the Analytical Engine'],
  ['post_note_replied', 'ALAda Lovelace replied to a note on Notes on the Analytical Engine'],
  ['mention_in_note', 'ALAda Lovelace mentioned you in a note on Notes on the Analytical Engine'],
  [
    'mention_in_note_update',
    'ALAda Lovelace mentioned you in an edited note on Notes on the Analytical Engine',
  ],
  [
    'mention_in_note_reply',
    'ALAda Lovelace mentioned you in a reply to a note on Notes on the Analytical Engine',
  ],
  [
    'mention_in_note_reply_update',
    'ALAda Lovelace mentioned you in an edited reply to a note on Notes on the Analytical Engine',
  ],
  ['collection_followed_milestone', 'The Engine Room reached 100 followers'],
  ['post_added_to_editors_picks', "Notes on the Analytical Engine was added to Editors' Picks"],
  ['post_recommended_milestone', '100 people have clapped for Notes on the Analytical Engine'],
  ['post_clapped_milestone', 'Notes on the Analytical Engine reached 100 claps'],
  [
    'post_published_by_someone_you_follow',
    'ALAda Lovelace published Notes on the Analytical Engine',
  ],
  [
    'series_published_by_someone_you_follow',
    'ALAda Lovelace published a new series, Notes on the Analytical Engine',
  ],
  [
    'series_you_follow_updated',
    'ALAda Lovelace added to the series Notes on the Analytical Engine',
  ],
  ['series_subscribed', 'ALAda Lovelace subscribed to your series Notes on the Analytical Engine'],
  ['users_following_you', 'ALAda Lovelace started following you'],
  ['mention_in_post', 'ALAda Lovelace mentioned you in Notes on the Analytical Engine'],
  [
    'mention_in_series',
    'ALAda Lovelace mentioned you in the series Notes on the Analytical Engine',
  ],
  ['post_added_to_homepage_catalog', 'Notes on the Analytical Engine was featured on the homepage'],
  ['fastrak_post_accepted', 'Notes on the Analytical Engine was selected for wider distribution'],
  [
    'highlight_was_piled_onto',
    'ALAda Lovelace highlighted the same passage as you in Notes on the Analytical Engine',
  ],
  [
    'post_monger_request_sent',
    'ALAda Lovelace asked you to review the draft Notes on the Analytical Engine',
  ],
  ['post_shared', 'ALAda Lovelace shared Notes on the Analytical Engine'],
  ['tax_not_submitted_day_one', 'Add your tax details to be paid for your stories'],
  [
    'tax_not_submitted_pre_earning_limit',
    'Add your tax details before your earnings reach the limit',
  ],
  [
    'tax_not_submitted_post_earning_limit',
    'Your earnings passed the limit: add your tax details to keep being paid',
  ],
  ['tax_not_submitted_final', 'Final reminder: add your tax details to keep being paid'],
  ['tax_not_submitted_last_day', 'Today is the last day to add your tax details'],
  [
    'tax_failed_tin_day_one',
    'Your taxpayer ID could not be verified: please check your tax details',
  ],
  [
    'tax_failed_tin_pre_earning_limit',
    'Your taxpayer ID could not be verified: fix it before your earnings reach the limit',
  ],
  [
    'tax_failed_tin_post_earning_limit',
    'Your taxpayer ID could not be verified and your earnings passed the limit: fix it to keep being paid',
  ],
  ['tax_failed_tin_final', 'Final reminder: your taxpayer ID could not be verified'],
  ['tax_failed_tin_last_day', 'Today is the last day to fix your taxpayer ID'],
];

describe('NotificationRow', () => {
  it('covers the 32 types and ten tax types of spec §9', () => {
    expect(EXPECTED).toHaveLength(42);
  });

  it.each(EXPECTED)('renders %s', (type, text) => {
    expect(textOf(stored(type))).toBe(text);
  });

  it('groups a rollup as "{name} and 1 other" and "{name} and N others"', () => {
    expect(textOf(stored('post_recommended_rollup', { rollupOthersCount: 1 }))).toBe(
      'ALAda Lovelace and 1 other clapped for Notes on the Analytical Engine',
    );
    expect(textOf(stored('users_following_you_rollup', { rollupOthersCount: 4 }))).toBe(
      'ALAda Lovelace and 4 others started following you',
    );
  });

  it('renders nothing for an unknown type, rollup or not', () => {
    expect(render(stored('post_teleported'))).toBe('');
    expect(render(stored('post_teleported_rollup', { rollupOthersCount: 2 }))).toBe('');
  });

  it("names an actor without a name 'Unknown user'", () => {
    expect(textOf(stored('users_following_you', { actor: null }))).toBe(
      '?Unknown user started following you',
    );
    const nameless = { ...stored('post_shared').actor!, name: '' };
    expect(textOf(stored('post_shared', { actor: nameless }))).toBe(
      '?Unknown user shared Notes on the Analytical Engine',
    );
  });

  it('quotes the highlighted passage cut to 50 characters', () => {
    const passage =
      'The Analytical Engine weaves algebraical patterns just as the Jacquard loom weaves flowers.';
    const html = render(
      stored('quote', {
        quote: { id: 'q1', quoteParagraphPreview: passage },
      }),
    );
    expect(html).toContain('>The Analytical Engine weaves algebraical patterns…<');
    expect(Array.from('The Analytical Engine weaves algebraical patterns…')).toHaveLength(50);
  });

  it('shows a short passage whole, and a note under its sentence', () => {
    const quote = { id: 'q1', quoteParagraphPreview: 'Short.' };
    expect(render(stored('highlight_was_piled_onto', { quote }))).toContain('>Short.<');
    const note = { id: 'n1', content: 'Check the date here.' };
    expect(render(stored('post_noted', { note }))).toContain('>Check the date here.<');
  });

  it('links a response to the response, a story notification to the story, a follow to the person', () => {
    const responsePost = { id: 'r1', mediumUrl: '/p/r1' };
    expect(render(stored('response_created', { responsePost }))).toContain('href="/p/r1"');
    expect(render(stored('post_recommended'))).toContain(
      'href="/@babbage/notes-on-the-analytical-engine-p1"',
    );
    expect(render(stored('users_following_you', { post: null, collection: null }))).toContain(
      'href="/@ada"',
    );
    expect(render(stored('tax_failed_tin_final'))).toContain('href="/me/partner/taxes"');
  });

  it('shows how long ago under five days and the date from five days', () => {
    expect(render(stored('post_shared', { occurredAt: '2026-11-23T09:00:00.000Z' }))).toContain(
      '>3 hours ago</time>',
    );
    expect(render(stored('post_shared', { occurredAt: '2026-11-18T12:00:00.000Z' }))).toContain(
      '>Nov 18</time>',
    );
  });
});
