import { postTags, tags } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import { topicTags, topics } from '@server/db/schema/topics';
import type { TopicVisibility } from '@server/db/schema/topics';
import type { Database } from '@server/db/client';
import { newId } from '@server/lib/ids';
import { buildPost } from '@server/test/factories';

/** A topic curated from the given tags (created when missing), written straight to the tables. */
export async function buildTopic(
  db: Database,
  options: { name: string; visibility?: TopicVisibility; tagSlugs: string[] },
) {
  const slug = options.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [topic] = await db
    .insert(topics)
    .values({
      id: newId(),
      slug,
      name: options.name,
      description: `Stories about ${options.name}.`,
      visibility: options.visibility ?? 'PUBLIC',
    })
    .returning();
  if (!topic) throw new Error('buildTopic inserted nothing');
  await db
    .insert(tags)
    .values(options.tagSlugs.map((tag) => ({ slug: tag, displayTitle: tag })))
    .onConflictDoNothing();
  await db
    .insert(topicTags)
    .values(options.tagSlugs.map((tag) => ({ topicId: topic.id, tagSlug: tag })));
  return topic;
}

/** A published story carrying the tags. */
export async function buildTaggedStory(
  db: Database,
  creatorId: string,
  tagSlugs: string[],
  overrides: Partial<Parameters<typeof buildPost>[1]> = {},
): Promise<PostRow> {
  const post = await buildPost(db, { creatorId, ...overrides });
  if (!tagSlugs.length) return post;
  await db
    .insert(tags)
    .values(tagSlugs.map((tag) => ({ slug: tag, displayTitle: tag })))
    .onConflictDoNothing();
  await db.insert(postTags).values(tagSlugs.map((tag) => ({ postId: post.id, tagSlug: tag })));
  return post;
}

export const TOPICS = `query Topics { topics { slug name visibility } }`;

export const TOPIC = `query Topic($slug: String!, $first: Int, $after: String) {
  topic(slug: $slug) {
    id slug name description visibility tagSlugs followerCount isFollowing
    latestStories(first: $first, after: $after) {
      edges { node { id title } } pageInfo { hasNextPage endCursor }
    }
    topStories { title }
  }
}`;

export const FOLLOW_TOPIC = `mutation Follow($topicId: ID!) { followTopic(topicId: $topicId) { id isFollowing followerCount } }`;
export const UNFOLLOW_TOPIC = `mutation Unfollow($topicId: ID!) { unfollowTopic(topicId: $topicId) { id isFollowing followerCount } }`;

export const TRENDING = `query Trending($mode: String!, $topicSlug: String) {
  trending(mode: $mode, topicSlug: $topicSlug) { mode topic { slug } stories { title clapCount responseCount readingListState creator { name } } }
}`;

export interface TopicAnswer {
  topic: null | {
    id: string;
    slug: string;
    visibility: string;
    tagSlugs: string[];
    followerCount: number;
    isFollowing: boolean;
    latestStories: {
      edges: Array<{ node: { id: string; title: string } }>;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
    topStories: Array<{ title: string }>;
  };
}

export interface TrendingAnswer {
  trending: null | {
    mode: string;
    topic: { slug: string } | null;
    stories: Array<{ title: string }>;
  };
}
