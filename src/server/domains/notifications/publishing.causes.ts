import type { Database } from '@server/db/client';
import type { PostRow } from '@server/db/schema/posts';
import { notifyResponse } from './conversation.causes';
import { mentionedUserIds, storyTexts } from './mentions';
import { notify } from './notify.service';

/**
 * A story's live version changed (publish, edits made live), in the same
 * transaction: on its first publication its writer's followers (unless unlisted) hear of it
 * (one INSERT … SELECT over the followers, however many), a response notifies
 * the story it answers, and people @mentioned in the live text hear of it once
 * per story, so later edits notify only the newly mentioned.
 */
export async function notifyPostWritten(
  tx: Database,
  before: PostRow,
  after: PostRow,
): Promise<void> {
  if (after.status !== 'PUBLISHED') return;
  const newlyPublished = before.status !== 'PUBLISHED';
  if (newlyPublished && after.inResponseToPostId) await notifyResponse(tx, after);
  else if (newlyPublished && !before.firstPublishedAt && after.visibility !== 'UNLISTED')
    await notify(tx, {
      type: 'post_published_by_someone_you_follow',
      actorId: after.creatorId,
      recipients: { followersOf: after.creatorId },
      subject: { postId: after.id },
      subjectKey: after.id,
    });
  await notify(tx, {
    type: 'mention_in_post',
    actorId: after.creatorId,
    recipients: await mentionedUserIds(tx, storyTexts(after.title, after.content)),
    subject: { postId: after.id },
    subjectKey: after.id,
  });
}

/**
 * A scheduled story the publishing job just made public, in the job's
 * transaction. Its first publication is the one where the job set
 * firstPublishedAt to the scheduled time (latestPublishedAt).
 */
export async function notifyScheduledPublication(tx: Database, post: PostRow): Promise<void> {
  const first = post.firstPublishedAt?.getTime() === post.latestPublishedAt?.getTime();
  const before: PostRow = {
    ...post,
    status: 'SCHEDULED',
    firstPublishedAt: first ? null : post.firstPublishedAt,
  };
  await notifyPostWritten(tx, before, post);
}
