import type { UserRow } from '@server/db/schema/users';
import { REFUSALS, refusalError } from './refusal';
import type { Refusal } from './refusal';
import { storyRefusal } from './story-access';
import type { StoryFacts } from './story-access';

/** Everything a viewer may try; a story's facts come along when the action is on a story. */
export type Action =
  | 'read'
  | 'bookmark'
  | 'write'
  | 'clap'
  | 'highlight'
  | 'note'
  | 'respond'
  | 'follow'
  | 'report'
  | 'editProfile'
  | 'upload';

/**
 * A suspended account still reads and keeps its reading list; it takes no
 * action others see or that carries its name to them (claps, highlights,
 * notes, responses, writing, follows, reports, profile changes, uploads). Undoing
 * (unclap, unfollow, delete) and protecting oneself (block, mute) are not
 * actions in this list, so they stay open to it.
 */
const OPEN_TO_SUSPENDED: ReadonlySet<Action> = new Set(['read', 'bookmark']);

/**
 * The one entry point: may this viewer do this (to this story)? Null when yes,
 * otherwise the refusal with its message and HTTP status. Reading answers the
 * story's own refusal (Blocked, AccountSuspended…); acting on a story that is
 * not live and readable answers NotFound, so no action confirms a draft exists.
 */
export function authorize(
  viewer: UserRow | null,
  action: Action,
  subject?: StoryFacts,
): Refusal | null {
  if (action === 'read') return subject ? storyRefusal(viewer, subject) : null;
  if (!viewer) return REFUSALS.signInRequired;
  if (viewer.isSuspended && !OPEN_TO_SUSPENDED.has(action)) return REFUSALS.viewerSuspended;
  if (!subject) return null;
  if (subject.post.status !== 'PUBLISHED') return REFUSALS.notFound;
  const refused = storyRefusal(viewer, subject);
  // A block answers with each action's own words where the action checks it (claps, responses).
  return refused && refused.code !== 'Blocked' ? REFUSALS.notFound : null;
}

/** As authorize, throwing the refusal as the typed error GraphQL and REST answer with. */
export function requireAuthorized(
  viewer: UserRow | null,
  action: Action,
  subject?: StoryFacts,
): void {
  const refused = authorize(viewer, action, subject);
  if (refused) throw refusalError(refused);
}
