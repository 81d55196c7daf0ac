import { inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { topics } from '@server/db/schema/topics';
import type { TopicVisibility } from '@server/db/schema/topics';
import type { UserRow } from '@server/db/schema/users';

/**
 * Who may see a topic (spec: topic visibility PUBLIC, SPECIAL, STAFF):
 * - PUBLIC topics are listed on /topics and open to everyone;
 * - SPECIAL topics are open to everyone who has their address (their page,
 *   trending, following) but are not listed on /topics: staff place them;
 * - STAFF topics exist for staff alone; to anyone else they do not exist (404).
 * Staff see every topic, listed.
 */

type Viewer = Pick<UserRow, 'isStaff'> | null | undefined;

/** May this viewer open the topic (its page, its trending list, follow it)? */
export function canSeeTopic(viewer: Viewer, topic: { visibility: TopicVisibility }): boolean {
  return topic.visibility !== 'STAFF' || Boolean(viewer?.isStaff);
}

/** The topics /topics lists for this viewer, as a WHERE condition on `topics`. */
export function topicListedSql(viewer: Viewer): SQL {
  return inArray(topics.visibility, viewer?.isStaff ? ['PUBLIC', 'SPECIAL', 'STAFF'] : ['PUBLIC']);
}

/** The topics this viewer may open, as a WHERE condition on `topics` (canSeeTopic in SQL). */
export function topicVisibleSql(viewer: Viewer): SQL | undefined {
  return viewer?.isStaff ? undefined : inArray(topics.visibility, ['PUBLIC', 'SPECIAL']);
}
