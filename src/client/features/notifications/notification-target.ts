import { publicationTarget } from '@shared/notifications/publication-target';
import { baseType } from '@shared/notifications/sentences';

/** What a row links to; a subset of the GraphQL Notification. */
export interface NotificationTargetSource {
  notificationType: string;
  actor?: { username: string } | null;
  post?: { mediumUrl: string } | null;
  responsePost?: { mediumUrl: string } | null;
  collection?: { id: string; slug: string } | null;
}

const TAX_DETAILS_PATH = '/me/partner/taxes';

/** Where choosing a notification takes the reader: the response, the story, the publication or the person. */
export function notificationTarget(source: NotificationTargetSource): string | null {
  const { type } = baseType(source.notificationType);
  if (type.startsWith('tax_')) return TAX_DETAILS_PATH;
  if (type === 'response_created' && source.responsePost) return source.responsePost.mediumUrl;
  const inPublication = publicationTarget(type, source.collection);
  if (inPublication) return inPublication;
  if (source.post) return source.post.mediumUrl;
  if (source.collection) return `/${source.collection.slug}`;
  if (source.actor) return `/@${source.actor.username}`;
  return null;
}
