import type { PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { REFUSALS } from './refusal';
import type { Refusal } from './refusal';

/**
 * What decides whether a viewer may open a story, gathered once (see
 * story-facts.ts) so the decision itself is a pure function every transport
 * shares: the story page, AMP, GraphQL, and the actions on a story.
 */
export interface StoryFacts {
  post: PostRow;
  author: Pick<UserRow, 'id' | 'isSuspended'> | null;
  /**
   * Someone else's draft is submitted to a publication the viewer may review
   * submissions of (its creator and editors, by the access room's table).
   */
  reviewsSubmission: boolean;
  /** The story's author blocked the viewer. */
  blockedByAuthor: boolean;
  /** For a response its parent's author hid: that author's id; otherwise null. */
  hiddenByParentAuthorId: string | null;
}

type Viewer = Pick<UserRow, 'id'> | null;

const isAuthorOf = (post: PostRow, viewer: Viewer) =>
  viewer !== null && viewer.id === post.creatorId;

/**
 * Whether the story's text is open to the viewer at all, before standing,
 * blocks and hiding: published stories to anyone; drafts to their author and
 * to the creator and editors of the publication they are submitted to.
 */
function isOpenToViewer(post: PostRow, viewer: Viewer, reviewsSubmission: boolean) {
  if (post.deletedAt) return false;
  if (post.status === 'PUBLISHED' || isAuthorOf(post, viewer)) return true;
  return viewer !== null && post.statusForCollection === 'PENDING' && reviewsSubmission;
}

/**
 * A hidden response stays visible to its writer and to the author who hid it
 * (marked hidden, so it can be unhidden); everyone else is told it does not exist.
 */
const isHiddenFrom = (facts: StoryFacts, viewer: Viewer) =>
  facts.hiddenByParentAuthorId !== null &&
  !isAuthorOf(facts.post, viewer) &&
  viewer?.id !== facts.hiddenByParentAuthorId;

/**
 * The refusal for opening this story, or null when the viewer may read it.
 * Published stories (public, member-only whose page shows the preview, and
 * unlisted ones by their link) are readable; drafts by their author and the
 * editor they are submitted to. Someone else's draft looks exactly like a
 * missing story; a deleted story that readers once saw says it was removed.
 */
export function storyRefusal(viewer: Viewer, facts: StoryFacts): Refusal | null {
  const { post } = facts;
  if (post.deletedAt)
    return post.firstPublishedAt !== null || isAuthorOf(post, viewer)
      ? REFUSALS.removedByUser
      : REFUSALS.notFound;
  if (!isOpenToViewer(post, viewer, facts.reviewsSubmission) || isHiddenFrom(facts, viewer))
    return REFUSALS.notFound;
  if (facts.blockedByAuthor && !isAuthorOf(post, viewer)) return REFUSALS.blocked;
  if (facts.author?.isSuspended) return REFUSALS.accountSuspended;
  if (post.suspendedAt) return REFUSALS.postSuspended;
  return null;
}

/**
 * Whether a response may name the story it answers to this viewer. An
 * unlisted story is read only by those given its link, so a response does not
 * hand that link on: only the story's author and the responder see it named.
 */
export function mayNameParent(viewer: Viewer, response: PostRow, parentFacts: StoryFacts): boolean {
  if (storyRefusal(viewer, parentFacts) !== null) return false;
  if (parentFacts.post.visibility !== 'UNLISTED') return true;
  return isAuthorOf(parentFacts.post, viewer) || isAuthorOf(response, viewer);
}
