import type { Database } from '@server/db/client';
import type { PostRow } from '@server/db/schema/posts';
import { NotFoundError } from '@server/lib/app-errors';
import { findLiveStory } from '../access';
import { CONVERSATION_TEXTS } from './conversation.texts';

/**
 * Who may see what. A private note is a conversation between its writer and
 * the story's author (and the editors of the story's publication); anyone
 * else is answered exactly as if it did not exist.
 */

/**
 * A story readers can highlight, annotate and respond to: the access room's
 * live story, the same ones claps and bookmarks accept.
 */
export async function requireOpenPost(db: Database, postId: string): Promise<PostRow> {
  const post = await findLiveStory(db, postId);
  if (!post) throw new NotFoundError(CONVERSATION_TEXTS.postNotFound);
  return post;
}

/** The per-request loader of "is there a block between the viewer and this person". */
export interface BlockLookup {
  load(personId: string): Promise<boolean>;
}

/**
 * Responses by someone the viewer blocked, or who blocked the viewer, are left
 * out. Batched through the request's loader: a page of responses costs one query.
 */
export async function isHiddenByBlock(
  blockBetween: BlockLookup,
  viewerId: string | null,
  authorId: string,
): Promise<boolean> {
  if (!viewerId || viewerId === authorId) return false;
  return blockBetween.load(authorId);
}
