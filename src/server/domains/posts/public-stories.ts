import { and, eq, isNull } from 'drizzle-orm';
import { posts } from '@server/db/schema/posts';
import { listedSql, liveStorySql } from '../access';

/**
 * A story anyone may find: published, public or member-only (whose page shows
 * its preview), not removed, not a response (responses are read under their
 * story), neither it nor its author suspended. Feeds and sitemaps list these.
 */
export const isPublicStory = and(liveStorySql(), listedSql(), isNull(posts.inResponseToPostId));

/**
 * The stories the home page lists: public ones only. (It also implies the
 * predicate of posts_public_feed_idx, so the planner can walk that index.)
 */
export const isPubliclyListed = and(isPublicStory, eq(posts.visibility, 'PUBLIC'));
