import type { PublicationRole } from '@client/graphql/generated/graphql';

/** Where the story stands with publications, as the editor's query tells it. */
export interface StoryPublication {
  isPublished: boolean;
  statusForCollection: 'PENDING' | 'APPROVED' | 'NOT_YET_SUBMITTED' | null;
  /** The publication it belongs to (APPROVED). */
  collection: { id: string; name: string } | null;
  /** The publication it is added or submitted to, when the viewer may know it. */
  pendingCollection: { id: string; name: string; viewerIsEditor: boolean } | null;
}

/** A publication the viewer writes for, offered in the publish dialog. */
export interface PublicationChoice {
  id: string;
  name: string;
  viewerRole: PublicationRole | null;
}

/**
 * What the dialog's main button does:
 * - publish: publishes where the story stands (publishing by a publication's
 *   staff approves a submission, on the server);
 * - join: the staff's own story goes into the publication, then out;
 * - submit: a writer sends it to the publication's editors, who publish it;
 * - waiting: a writer's draft already waits for them; nothing to do here.
 */
export type PublishPlan =
  | { kind: 'publish' }
  | { kind: 'join' | 'submit' | 'waiting'; publication: { id: string; name: string } };

const isStaff = (role: PublicationRole | null | undefined) =>
  role === 'CREATOR' || role === 'EDITOR';

/** The publication the story is already tied to, which the dialog names and cannot change. */
export function boundPublication(story: StoryPublication) {
  return story.collection ?? story.pendingCollection;
}

export function publishPlan(
  story: StoryPublication,
  chosen: PublicationChoice | null,
  isAuthor: boolean,
): PublishPlan {
  if (story.collection) return { kind: 'publish' };
  const pending = story.pendingCollection;
  if (pending) {
    if (pending.viewerIsEditor) return { kind: 'publish' };
    if (story.statusForCollection === 'NOT_YET_SUBMITTED' && isAuthor)
      return { kind: 'submit', publication: pending };
    return story.isPublished ? { kind: 'publish' } : { kind: 'waiting', publication: pending };
  }
  if (!chosen) return { kind: 'publish' };
  return { kind: isStaff(chosen.viewerRole) ? 'join' : 'submit', publication: chosen };
}
