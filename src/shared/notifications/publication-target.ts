import { collectionSubpageUrl, collectionUrl } from '../routing/urls';
import type { CollectionRef } from '../routing/urls';
import { baseType } from './sentences';

/** Notifications that ask an editor to review: they lead to the submissions queue. */
const REVIEW_TYPES: ReadonlySet<string> = new Set([
  'collection_post_submitted',
  'collection_draft_submitted',
]);

/** Notifications about the publication itself: they lead to its home. */
const PUBLICATION_TYPES: ReadonlySet<string> = new Set([
  'collection_editor_added',
  'collection_followed_milestone',
]);

/**
 * Where a publication notification leads, the same in the notification list
 * and in its mail: a submission to the queue that reviews it, an editor's
 * appointment or a followers milestone to the publication. Null for the rest.
 */
export function publicationTarget(
  notificationType: string,
  collection: CollectionRef | null | undefined,
): string | null {
  if (!collection) return null;
  const { type } = baseType(notificationType);
  if (REVIEW_TYPES.has(type)) return collectionSubpageUrl(collection, 'stories/submissions');
  if (PUBLICATION_TYPES.has(type)) return collectionUrl(collection);
  return null;
}
