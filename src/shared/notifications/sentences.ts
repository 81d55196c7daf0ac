/**
 * The sentence of each notification type, shared by the notification list and
 * the notification mails. Placeholders: {actor} (the person, or '{name} and N
 * others' for a rollup), {post} (the story's title), {collection} (the
 * publication's name), {milestone} (the number reached).
 */
export const NOTIFICATION_SENTENCES: Readonly<Record<string, string>> = {
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

/** What a sentence says when the person, story or publication it names has no name. */
export const SENTENCE_FALLBACKS = {
  unknownUser: 'Unknown user',
  untitledStory: 'Untitled story',
  somePublication: 'a publication',
} as const;

export type SentencePlaceholder = 'actor' | 'post' | 'collection' | 'milestone';

/** A run of a sentence: plain text, or the placeholder a caller fills. */
export type SentencePiece =
  { kind: 'text'; text: string } | { kind: 'placeholder'; name: SentencePlaceholder };

const ROLLUP_SUFFIX = '_rollup';
const PLACEHOLDERS: ReadonlySet<string> = new Set(['actor', 'post', 'collection', 'milestone']);

/** The spec's type without the `_rollup` suffix, and whether it had one. */
export function baseType(notificationType: string): { type: string; isRollup: boolean } {
  const isRollup = notificationType.endsWith(ROLLUP_SUFFIX);
  const type = isRollup ? notificationType.slice(0, -ROLLUP_SUFFIX.length) : notificationType;
  return { type, isRollup };
}

/** The type's sentence in pieces (rollups share their type's), or null for an unknown type. */
export function sentencePieces(notificationType: string): SentencePiece[] | null {
  const template = NOTIFICATION_SENTENCES[baseType(notificationType).type];
  if (template === undefined) return null;
  const pieces: SentencePiece[] = [];
  for (const [index, piece] of template.split(/\{(\w+)\}/).entries()) {
    if (piece === '') continue;
    // split() with a capture group puts the placeholder names at the odd positions.
    if (index % 2 === 1 && PLACEHOLDERS.has(piece))
      pieces.push({ kind: 'placeholder', name: piece as SentencePlaceholder });
    else pieces.push({ kind: 'text', text: index % 2 === 1 ? `{${piece}}` : piece });
  }
  return pieces;
}

/** The type's sentence as plain text with its placeholders filled, or null for an unknown type. */
export function fillSentence(
  notificationType: string,
  values: Record<SentencePlaceholder, string>,
): string | null {
  const pieces = sentencePieces(notificationType);
  if (pieces === null) return null;
  return pieces.map((piece) => (piece.kind === 'text' ? piece.text : values[piece.name])).join('');
}

/** '{name} and 1 other' / '{name} and N others' (spec §9). */
export function rollupActor(name: string, othersCount: number): string {
  if (othersCount <= 0) return name;
  if (othersCount === 1) return `${name} and 1 other`;
  return `${name} and ${othersCount} others`;
}
