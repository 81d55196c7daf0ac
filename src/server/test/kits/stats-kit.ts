import type { Database } from '@server/db/client';
import { events } from '@server/db/schema/platform';
import { newId } from '@server/lib/ids';

/** A story event as /_/batch stores it, received at `at` (client clock the same). */
export async function storyEvent(
  db: Database,
  options: {
    userId: string;
    postId: string;
    kind: 'view' | 'read';
    at: Date;
    referrer?: string;
    location?: string;
    eventId?: string;
  },
): Promise<void> {
  await db.insert(events).values({
    eventId: options.eventId ?? newId(),
    key: options.kind === 'view' ? 'post.clientViewed' : 'post.clientRead',
    userId: options.userId,
    data: {
      postId: options.postId,
      referrer: options.referrer ?? '',
      location: options.location ?? `/p/${options.postId}`,
    },
    clientTimestamp: options.at,
    receivedAt: options.at,
  });
}

/** A view and, `seconds` later, a read of the same page. */
export async function viewAndRead(
  db: Database,
  options: { userId: string; postId: string; at: Date; seconds: number; referrer?: string },
): Promise<void> {
  await storyEvent(db, { ...options, kind: 'view' });
  await storyEvent(db, {
    ...options,
    kind: 'read',
    at: new Date(options.at.getTime() + options.seconds * 1000),
  });
}

const PERIOD = 'startsAt views reads memberReadingSeconds';
const TOTALS = 'views reads readRatio memberReadingSeconds claps responses followersGained';
const REFERRERS = 'type views sources { host views }';

export const STORY_STATS = `query ($postId: ID!) {
  storyStats(postId: $postId) {
    id
    totalStats { ${TOTALS} }
    hourlyStats { ${PERIOD} }
    dailyStats { ${PERIOD} }
    referrers { ${REFERRERS} }
    milestones
  }
}`;

export const VIEWER_STATS = `query {
  viewerStats {
    totalStats { ${TOTALS} }
    dailyStats { ${PERIOD} }
    referrers { ${REFERRERS} }
    stories { post { id } views reads memberReadingSeconds }
  }
}`;

export const PUBLICATION_STATS = `query ($slug: String!) {
  collectionBySlug(slug: $slug) { stats { totalStats { ${TOTALS} } stories { post { id } views } } }
}`;

export const POST_STATS_FIELD = `query ($id: ID!) {
  postResult(id: $id) { __typename ... on Post { id totalStats { views } hourlyStats { views } referrers { type } milestones } }
}`;

export interface Totals {
  views: number;
  reads: number;
  readRatio: number;
  memberReadingSeconds: number;
  claps: number;
  responses: number;
  followersGained: number;
}
interface Period {
  startsAt: string;
  views: number;
  reads: number;
  memberReadingSeconds: number;
}
interface ReferrerGroupAnswer {
  type: string;
  views: number;
  sources: Array<{ host: string; views: number }>;
}
export interface StoryStatsAnswer {
  storyStats: {
    id: string;
    totalStats: Totals;
    hourlyStats: Period[];
    dailyStats: Period[];
    referrers: ReferrerGroupAnswer[];
    milestones: number[];
  } | null;
}
