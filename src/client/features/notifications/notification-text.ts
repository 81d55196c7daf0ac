import { NOTIFICATION_TEMPLATES, NOTIFICATION_TEXTS, rollupActor } from './texts';

/** The fields a notification's sentence is made of (a subset of the GraphQL Notification). */
export interface NotificationTextSource {
  notificationType: string;
  actor?: { name: string } | null;
  post?: { title: string } | null;
  collection?: { name: string } | null;
  milestoneArg?: number | null;
  rollupOthersCount?: number | null;
}

/** A run of the sentence: the actor and titles are emphasised, the rest is plain. */
export interface TextPart {
  kind: 'actor' | 'title' | 'plain';
  text: string;
}

const ROLLUP_SUFFIX = '_rollup';

/** The spec's type without the `_rollup` suffix, and whether it had one. */
export function baseType(notificationType: string): { type: string; isRollup: boolean } {
  const isRollup = notificationType.endsWith(ROLLUP_SUFFIX);
  const type = isRollup ? notificationType.slice(0, -ROLLUP_SUFFIX.length) : notificationType;
  return { type, isRollup };
}

/** Whether the type's sentence names a person (milestones and tax reminders do not). */
export function namesActor(notificationType: string): boolean {
  return NOTIFICATION_TEMPLATES[baseType(notificationType).type]?.includes('{actor}') ?? false;
}

function actorText(source: NotificationTextSource, isRollup: boolean): string {
  const name = source.actor?.name.trim() || NOTIFICATION_TEXTS.unknownUser;
  return isRollup ? rollupActor(name, source.rollupOthersCount ?? 0) : name;
}

function partFor(placeholder: string, source: NotificationTextSource, isRollup: boolean): TextPart {
  switch (placeholder) {
    case 'actor':
      return { kind: 'actor', text: actorText(source, isRollup) };
    case 'post':
      return { kind: 'title', text: source.post?.title.trim() || NOTIFICATION_TEXTS.untitledStory };
    case 'collection':
      return { kind: 'title', text: source.collection?.name || NOTIFICATION_TEXTS.somePublication };
    case 'milestone':
      return { kind: 'plain', text: (source.milestoneArg ?? 0).toLocaleString('en-US') };
    default:
      return { kind: 'plain', text: `{${placeholder}}` };
  }
}

/** The notification's sentence in parts, or null for a type this client does not know. */
export function notificationText(source: NotificationTextSource): TextPart[] | null {
  const { type, isRollup } = baseType(source.notificationType);
  const template = NOTIFICATION_TEMPLATES[type];
  if (template === undefined) return null;
  const parts: TextPart[] = [];
  for (const [index, piece] of template.split(/\{(\w+)\}/).entries()) {
    if (piece === '') continue;
    // split() with a capture group puts the placeholder names at the odd positions.
    parts.push(index % 2 === 1 ? partFor(piece, source, isRollup) : { kind: 'plain', text: piece });
  }
  return parts;
}

const PREVIEW_LENGTH = 50;

/** Preview texts are cut to 50 characters (spec §5), whole code points, with an ellipsis when cut. */
export function cutPreview(text: string): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= PREVIEW_LENGTH) return characters.join('');
  return `${characters
    .slice(0, PREVIEW_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}
