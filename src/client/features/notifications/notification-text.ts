import {
  NOTIFICATION_SENTENCES,
  SENTENCE_FALLBACKS,
  baseType,
  rollupActor,
  sentencePieces,
} from '@shared/notifications/sentences';
import type { SentencePlaceholder } from '@shared/notifications/sentences';

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

/** Whether the type's sentence names a person (milestones and tax reminders do not). */
export function namesActor(notificationType: string): boolean {
  return NOTIFICATION_SENTENCES[baseType(notificationType).type]?.includes('{actor}') ?? false;
}

function actorText(source: NotificationTextSource, isRollup: boolean): string {
  const name = source.actor?.name.trim() || SENTENCE_FALLBACKS.unknownUser;
  return isRollup ? rollupActor(name, source.rollupOthersCount ?? 0) : name;
}

function partFor(
  placeholder: SentencePlaceholder,
  source: NotificationTextSource,
  isRollup: boolean,
): TextPart {
  switch (placeholder) {
    case 'actor':
      return { kind: 'actor', text: actorText(source, isRollup) };
    case 'post':
      return { kind: 'title', text: source.post?.title.trim() || SENTENCE_FALLBACKS.untitledStory };
    case 'collection':
      return { kind: 'title', text: source.collection?.name || SENTENCE_FALLBACKS.somePublication };
    case 'milestone':
      return { kind: 'plain', text: (source.milestoneArg ?? 0).toLocaleString('en-US') };
  }
}

/** The notification's sentence in parts, or null for a type this client does not know. */
export function notificationText(source: NotificationTextSource): TextPart[] | null {
  const { isRollup } = baseType(source.notificationType);
  const pieces = sentencePieces(source.notificationType);
  if (pieces === null) return null;
  return pieces.map((piece) =>
    piece.kind === 'text'
      ? { kind: 'plain', text: piece.text }
      : partFor(piece.name, source, isRollup),
  );
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
