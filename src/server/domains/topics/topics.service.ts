import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { inTransaction } from '@server/db/transaction';
import { tags } from '@server/db/schema/posts';
import { topicFollows, topicTags, topics } from '@server/db/schema/topics';
import type { TopicRow } from '@server/db/schema/topics';
import { BadRequestError, NotFoundError, parseOrBadRequest } from '@server/lib/app-errors';
import { announceContentChange } from '@server/lib/content-changes';
import { newId } from '@server/lib/ids';
import type { ServiceContext } from '@server/service-context';
import { canSeeTopic, requireStaff, requireViewer, topicListedSql } from '../access';

type TopicContext = Pick<ServiceContext, 'db' | 'viewer'>;

/** /topics is curated by hand: a few dozen topics, never a list to page through. */
const MAX_LISTED_TOPICS = 200;
const TOPIC_NOT_FOUND = 'Topic not found.';

/** The topics /topics lists for the viewer, by name (topics_visibility_name_idx). */
export function listTopics({ db, viewer }: TopicContext): Promise<TopicRow[]> {
  return db
    .select()
    .from(topics)
    .where(topicListedSql(viewer))
    .orderBy(asc(topics.name), asc(topics.id))
    .limit(MAX_LISTED_TOPICS);
}

/** A topic by its slug, or null when there is none this viewer may see. */
export async function findTopic(
  { db, viewer }: TopicContext,
  where: { slug: string } | { id: string },
): Promise<TopicRow | null> {
  const condition =
    'slug' in where ? eq(topics.slug, where.slug.toLowerCase()) : eq(topics.id, where.id);
  const [topic] = await db.select().from(topics).where(condition);
  return topic && canSeeTopic(viewer, topic) ? topic : null;
}

async function requireTopic(ctx: TopicContext, topicId: string): Promise<TopicRow> {
  const topic = await findTopic(ctx, { id: topicId.slice(0, 64) });
  if (!topic) throw new NotFoundError(TOPIC_NOT_FOUND);
  return topic;
}

/** Follows a topic the viewer may see; following twice is following once. */
export async function followTopic(ctx: TopicContext, topicId: string): Promise<TopicRow> {
  const viewer = requireViewer(ctx.viewer);
  const topic = await requireTopic(ctx, topicId);
  await ctx.db
    .insert(topicFollows)
    .values({ userId: viewer.id, topicId: topic.id })
    .onConflictDoNothing();
  announceContentChange({ ids: [topic.id] });
  return topic;
}

export async function unfollowTopic(ctx: TopicContext, topicId: string): Promise<TopicRow> {
  const viewer = requireViewer(ctx.viewer);
  const topic = await requireTopic(ctx, topicId);
  await ctx.db
    .delete(topicFollows)
    .where(and(eq(topicFollows.userId, viewer.id), eq(topicFollows.topicId, topic.id)));
  announceContentChange({ ids: [topic.id] });
  return topic;
}

const tagSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'A tag is lower-case letters, digits and dashes.');

const saveTopicSchema = z.object({
  id: z.string().max(64).nullish(),
  name: z
    .string()
    .trim()
    .min(1, 'A topic needs a name.')
    .max(80, 'Names are 80 characters at most.'),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'A slug is lower-case letters, digits and dashes.'),
  description: z.string().trim().max(300, 'Descriptions are 300 characters at most.').nullish(),
  imageId: z.string().max(64).nullish(),
  visibility: z.enum(['PUBLIC', 'SPECIAL', 'STAFF']),
  tagSlugs: z.array(tagSlug).min(1, 'A topic is curated from at least one tag.').max(20),
});

async function writeTopic(tx: Database, input: z.output<typeof saveTopicSchema>) {
  const values = {
    name: input.name,
    slug: input.slug,
    description: input.description ?? '',
    imageId: input.imageId ?? null,
    visibility: input.visibility,
  };
  const [topic] = input.id
    ? await tx.update(topics).set(values).where(eq(topics.id, input.id)).returning()
    : await tx
        .insert(topics)
        .values({ id: newId(), ...values })
        .returning();
  if (!topic) throw new NotFoundError(TOPIC_NOT_FOUND);
  const slugs = [...new Set(input.tagSlugs)];
  await tx
    .insert(tags)
    .values(slugs.map((slug) => ({ slug, displayTitle: slug })))
    .onConflictDoNothing();
  await tx.delete(topicTags).where(eq(topicTags.topicId, topic.id));
  await tx.insert(topicTags).values(slugs.map((slug) => ({ topicId: topic.id, tagSlug: slug })));
  return topic;
}

/** Staff create or edit a topic and the tags it gathers; its pages are announced changed. */
export async function saveTopic(ctx: TopicContext, input: unknown): Promise<TopicRow> {
  requireStaff(ctx.viewer);
  const parsed = parseOrBadRequest(saveTopicSchema, input);
  const [clash] = await ctx.db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.slug, parsed.slug), sql`${topics.id} <> ${parsed.id ?? ''}`));
  if (clash) throw new BadRequestError('That slug is taken.');
  const topic = await inTransaction(ctx.db, (tx) => writeTopic(tx, parsed));
  announceContentChange({ ids: [topic.id], lists: true });
  return topic;
}
