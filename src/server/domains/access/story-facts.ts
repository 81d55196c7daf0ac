import type { CollectionRow, PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import type { MemberRole } from '@shared/content/publication-roles';
import type { StoryFacts } from './story-access';
import { mayInPublication } from './publication-roles';
import { viewerRoleIn } from './story-roles';

/**
 * The per-request loaders the facts are read through (a page of stories costs a
 * few batches). blockedViewer is bound to the request's viewer, the one passed here.
 */
export interface StoryFactLoaders {
  userById: { load(id: string): Promise<UserRow | null> };
  collectionById: { load(id: string): Promise<CollectionRow | null> };
  blockedViewer: { load(authorId: string): Promise<boolean> };
  hiddenByParentAuthor: { load(responseId: string): Promise<string | null> };
  viewerMemberRole: { load(collectionId: string): Promise<MemberRole | null> };
}

/** Everything storyRefusal needs about one story and this viewer. */
export async function loadStoryFacts(
  post: PostRow,
  viewer: Pick<UserRow, 'id'> | null,
  loaders: StoryFactLoaders,
): Promise<StoryFacts> {
  const [author, pendingCollection, blockedByAuthor, hiddenByParentAuthorId] = await Promise.all([
    loaders.userById.load(post.creatorId),
    post.pendingCollectionId ? loaders.collectionById.load(post.pendingCollectionId) : null,
    viewer && viewer.id !== post.creatorId ? loaders.blockedViewer.load(post.creatorId) : false,
    post.inResponseToPostId ? loaders.hiddenByParentAuthor.load(post.id) : null,
  ]);
  // Only someone else's unpublished draft is opened by a role in the publication it waits in.
  const asksForDraft =
    post.status !== 'PUBLISHED' && viewer !== null && viewer.id !== post.creatorId;
  const pendingRole = asksForDraft
    ? await viewerRoleIn(pendingCollection, viewer, (id) => loaders.viewerMemberRole.load(id))
    : null;
  const reviewsSubmission = mayInPublication(pendingRole, 'seeSubmissions');
  return { post, author, reviewsSubmission, blockedByAuthor, hiddenByParentAuthorId };
}
