import type { PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import type { Database } from '@server/db/client';
import { inTransaction } from '@server/db/transaction';
import { NotFoundError } from '@server/lib/app-errors';
import { resolveResponseTarget } from '../conversation';
import { createDraft } from './drafts.service';
import { POST_TEXTS } from './posts.texts';
import { publishPost } from './publishing.service';

/**
 * A response is a story of its own that points at the story it answers. It
 * is published at once, through the same draft and publish steps as any
 * story, so it gets the same validation, reading time and preview; the
 * conversation domain decides what it may answer.
 */
export async function publishResponse(options: {
  db: Database;
  viewer: UserRow;
  inResponseToPostId: string;
  content: unknown;
  title?: string | null;
  inResponseToQuoteId?: string | null;
}): Promise<PostRow> {
  return inTransaction(options.db, async (tx) => {
    const target = await resolveResponseTarget({
      db: tx,
      viewer: options.viewer,
      inResponseToPostId: options.inResponseToPostId,
      inResponseToQuoteId: options.inResponseToQuoteId,
    });
    if (!target) throw new NotFoundError(POST_TEXTS.notFound);
    const draft = await createDraft({
      db: tx,
      viewer: options.viewer,
      input: { title: options.title ?? '', subtitle: '', content: options.content },
      inResponseToPostId: target.parent.id,
      inResponseToQuoteId: target.quoteId,
    });
    // Publishing counts the response on its parent (recordResponsePublicationChange).
    return publishPost({ db: tx, viewer: options.viewer, postId: draft.id, input: {} });
  });
}
