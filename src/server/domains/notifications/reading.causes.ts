import type { Database } from '@server/db/client';
import type { PostRow } from '@server/db/schema/posts';
import { CLAP_MILESTONES, CLAPPER_MILESTONES } from './notifications.constants';
import { notify } from './notify.service';

/** Thresholds passed when a total moved from `before` to `after`. */
const crossed = (thresholds: readonly number[], before: number, after: number) =>
  thresholds.filter((threshold) => before < threshold && threshold <= after);

/**
 * Claps for a story, in the clap's transaction: the writer hears of the
 * clapper (post_recommended, grouped per story and window) and of each clap
 * or clapper total reached (post_clapped_milestone, post_recommended_milestone).
 */
export async function notifyClaps(
  tx: Database,
  clap: {
    post: PostRow;
    clapperId: string;
    accepted: number;
    isNewVoter: boolean;
    stats: { clapCount: number; voterCount: number };
  },
): Promise<void> {
  const { post, stats } = clap;
  const recipients = [post.creatorId];
  await notify(tx, {
    type: 'post_recommended',
    actorId: clap.clapperId,
    recipients,
    subject: { postId: post.id },
    subjectKey: post.id,
  });
  const milestones = [
    ...crossed(CLAP_MILESTONES, stats.clapCount - clap.accepted, stats.clapCount).map(
      (milestone) => ({ type: 'post_clapped_milestone' as const, milestone }),
    ),
    ...crossed(
      CLAPPER_MILESTONES,
      stats.voterCount - (clap.isNewVoter ? 1 : 0),
      stats.voterCount,
    ).map((milestone) => ({ type: 'post_recommended_milestone' as const, milestone })),
  ];
  for (const { type, milestone } of milestones)
    await notify(tx, {
      type,
      // A total is nobody's doing in particular: no actor, so no block or mute applies.
      actorId: null,
      recipients,
      subject: { postId: post.id, milestone },
      subjectKey: `${post.id}:${milestone}`,
    });
}
