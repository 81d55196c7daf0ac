import type { Database } from '../db/client';
import { claps, postStats, readingHistory } from '../db/schema/reading';
import { topicFollows, topicTags, topics } from '../db/schema/topics';
import type { TopicVisibility } from '../db/schema/topics';
import { newId } from '../lib/ids';

const HOUR = 60 * 60 * 1000;

const DEMO_TOPICS: Array<{
  slug: string;
  name: string;
  description: string;
  visibility: TopicVisibility;
  tags: string[];
}> = [
  {
    slug: 'writing',
    name: 'Writing',
    description: 'The craft, the habit and the writing life.',
    visibility: 'PUBLIC',
    tags: ['writing', 'craft'],
  },
  {
    slug: 'technology',
    name: 'Technology',
    description: 'Programs, tools and the people who make them.',
    visibility: 'PUBLIC',
    tags: ['programming', 'software-engineering'],
  },
  {
    slug: 'life',
    name: 'Life',
    description: 'Work, rest and the places in between.',
    visibility: 'PUBLIC',
    tags: ['life', 'productivity', 'travel'],
  },
  {
    slug: 'editors-picks',
    name: 'Editors’ picks',
    description: 'Stories the editors return to.',
    visibility: 'SPECIAL',
    tags: ['craft', 'travel'],
  },
];

/**
 * Who read and clapped what, and when: each writer reads the others' stories,
 * newer stories more recently, so every trending mode has something to rank.
 */
function demoActivity(writerIds: string[], stories: Array<{ id: string; creatorId: string }>) {
  const reads: Array<{ userId: string; postId: string; hoursAgo: number; claps: number }> = [];
  stories.forEach((story, index) => {
    writerIds
      .filter((writerId) => writerId !== story.creatorId)
      .forEach((writerId, reader) => {
        reads.push({
          userId: writerId,
          postId: story.id,
          hoursAgo: 2 + index * 20 + reader * 3,
          claps: (stories.length - index) * 2 + reader,
        });
      });
  });
  return reads;
}

/** The demo site's topics, their followers and some reading, so topic and trending pages look alive. */
export async function seedDemoTopics(
  tx: Database,
  options: { now: Date; writerIds: string[]; stories: Array<{ id: string; creatorId: string }> },
): Promise<void> {
  for (const topic of DEMO_TOPICS) {
    const id = newId();
    const { tags, ...fields } = topic;
    await tx.insert(topics).values({ id, ...fields });
    await tx.insert(topicTags).values(tags.map((tagSlug) => ({ topicId: id, tagSlug })));
    if (topic.visibility === 'PUBLIC')
      await tx
        .insert(topicFollows)
        .values(options.writerIds.map((userId) => ({ userId, topicId: id })));
  }
  const activity = demoActivity(options.writerIds, options.stories);
  for (const act of activity) {
    const at = new Date(options.now.getTime() - act.hoursAgo * HOUR);
    await tx.insert(readingHistory).values({ userId: act.userId, postId: act.postId, readAt: at });
    await tx
      .insert(claps)
      .values({ userId: act.userId, postId: act.postId, count: act.claps, updatedAt: at });
  }
  for (const story of options.stories) {
    const given = activity.filter((act) => act.postId === story.id);
    await tx.insert(postStats).values({
      postId: story.id,
      clapCount: given.reduce((sum, act) => sum + act.claps, 0),
      voterCount: given.length,
    });
  }
}
