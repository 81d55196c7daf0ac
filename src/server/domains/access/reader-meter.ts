import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { meteredReads } from '@server/db/schema/paywall';
import { collections } from '@server/db/schema/posts';
import type { CollectionRow, PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { constantTimeEqual } from '@server/lib/constant-time';
import { isMember } from './membership';
import { memberRoleFromDb } from './publication-roles';
import { decideStoryBody, meterMonthOf } from './story-body';
import type { StoryBodyAccess, StoryBodyFacts } from './story-body';
import { isCollectionEditor } from './story-roles';
import type { MemberRoleLookup } from './story-roles';

/** What the meter needs of a story. */
export type MeteredStory = Pick<
  PostRow,
  'id' | 'visibility' | 'creatorId' | 'collectionId' | 'shareKey'
>;

/** How the meter reads a publication and the viewer's role in it: the request's loaders or the database. */
export interface ReaderMeterLookups {
  collection: (id: string) => Promise<CollectionRow | null | undefined>;
  memberRole: MemberRoleLookup;
}

interface ReadOptions {
  /** The friend-link key the request carries (`sk`), if any. */
  shareKey?: string | null;
  /** Free member-only stories a month (the operator's FREE_MEMBER_ONLY_STORIES). */
  allowance: number;
  now?: Date;
}

const PREVIEW_FOR_UPSELL: StoryBodyAccess = { kind: 'preview', wall: 'upsell' };

/**
 * One request's view of the metered paywall for its viewer. `read` is asked
 * when the story's body is served as the story (page, GraphQL): it may use one
 * of the month's free stories, written in a transaction that holds the
 * reader's advisory lock, so concurrent reads cannot pass the allowance.
 * `peek` is asked where passages of the body appear elsewhere (highlights,
 * quotes, responses): it grants only what the viewer could already read.
 */
export function createReaderMeter(
  db: Database,
  viewer: UserRow | null,
  lookups: ReaderMeterLookups,
) {
  const reads = new Map<string, Promise<StoryBodyAccess>>();
  /** This request's read of each story, which a peek in the same request follows. */
  const readsByStory = new Map<string, Promise<StoryBodyAccess>>();
  let monthPostIds: Promise<Set<string>> | null = null;
  let servedLockedBody = false;

  async function isManager(story: MeteredStory): Promise<boolean> {
    if (!viewer) return false;
    if (viewer.id === story.creatorId) return true;
    if (!story.collectionId) return false;
    const collection = await lookups.collection(story.collectionId);
    return isCollectionEditor(collection, viewer, lookups.memberRole);
  }

  /** The facts that need no count; a decision from them is final unless it is the upsell. */
  async function standingFacts(
    story: MeteredStory,
    shareKey: string | null | undefined,
  ): Promise<StoryBodyFacts> {
    const isLocked = story.visibility === 'LOCKED';
    return {
      isLocked,
      isSignedIn: viewer !== null,
      isMember: isMember(viewer),
      isManager: isLocked && (await isManager(story)),
      hasFriendKey: Boolean(shareKey) && constantTimeEqual(shareKey ?? '', story.shareKey),
      isCountedThisMonth: false,
      allowanceLeft: 0,
    };
  }

  function monthIds(now: Date): Promise<Set<string>> {
    if (!viewer) return Promise.resolve(new Set());
    monthPostIds ??= db
      .select({ postId: meteredReads.postId })
      .from(meteredReads)
      .where(and(eq(meteredReads.readerId, viewer.id), eq(meteredReads.month, meterMonthOf(now))))
      .then((rows) => new Set(rows.map((row) => row.postId)));
    return monthPostIds;
  }

  /** Counts the read when the allowance still has room; one transaction under the reader's lock. */
  function meterRead(
    reader: UserRow,
    story: MeteredStory,
    facts: StoryBodyFacts,
    options: ReadOptions,
  ) {
    const month = meterMonthOf(options.now ?? new Date());
    return inTransaction(db, async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext('metered_reads'), hashtext(${reader.id}))`,
      );
      const rows = await tx
        .select({ postId: meteredReads.postId })
        .from(meteredReads)
        .where(and(eq(meteredReads.readerId, reader.id), eq(meteredReads.month, month)));
      const decision = decideStoryBody({
        ...facts,
        isCountedThisMonth: rows.some((row) => row.postId === story.id),
        allowanceLeft: Math.max(0, options.allowance - rows.length),
      });
      if (decision.usesAllowance) {
        await tx
          .insert(meteredReads)
          .values({ readerId: reader.id, month, postId: story.id })
          .onConflictDoNothing();
        monthPostIds = null;
      }
      return decision.access;
    });
  }

  async function decideRead(story: MeteredStory, options: ReadOptions): Promise<StoryBodyAccess> {
    const facts = await standingFacts(story, options.shareKey);
    const standing = decideStoryBody(facts).access;
    if (standing.kind === 'whole' || standing.wall === 'registration' || !viewer) return standing;
    if (options.allowance <= 0 && !(await monthIds(options.now ?? new Date())).has(story.id))
      return PREVIEW_FOR_UPSELL;
    return meterRead(viewer, story, facts, options);
  }

  const note = (story: MeteredStory, access: StoryBodyAccess) => {
    if (story.visibility === 'LOCKED' && access.kind === 'whole') servedLockedBody = true;
    return access;
  };

  return {
    /** The body served as the story: may use one free member-only story this month. */
    read(story: MeteredStory, options: ReadOptions): Promise<StoryBodyAccess> {
      const key = `${story.id} ${options.shareKey ?? ''}`;
      let decided = reads.get(key);
      if (!decided) {
        decided = decideRead(story, options).then((access) => note(story, access));
        reads.set(key, decided);
        readsByStory.set(story.id, decided);
      }
      return decided;
    },
    /** Passages of the body shown elsewhere: never uses an allowance. */
    async peek(
      story: MeteredStory,
      options: { shareKey?: string | null; now?: Date } = {},
    ): Promise<StoryBodyAccess> {
      const read = readsByStory.get(story.id);
      if (read) return read;
      const facts = await standingFacts(story, options.shareKey);
      const standing = decideStoryBody(facts).access;
      if (standing.kind === 'whole' || standing.wall === 'registration') return standing;
      const counted = (await monthIds(options.now ?? new Date())).has(story.id);
      return note(story, decideStoryBody({ ...facts, isCountedThisMonth: counted }).access);
    },
    /** The stories the viewer has read on the meter this calendar month (the spec's metering info). */
    async meteredPostIds(now = new Date()): Promise<string[]> {
      if (!viewer) return [];
      // Read afresh: this request may have just counted a story.
      const rows = await db
        .select({ postId: meteredReads.postId })
        .from(meteredReads)
        .where(and(eq(meteredReads.readerId, viewer.id), eq(meteredReads.month, meterMonthOf(now))))
        .orderBy(meteredReads.countedAt);
      return rows.map((row) => row.postId);
    },
    /** This request was given a member-only body in full: its page is never kept or shared. */
    hasServedLockedBody: (): boolean => servedLockedBody,
  };
}

export type ReaderMeter = ReturnType<typeof createReaderMeter>;

/** The meter for code outside a request's loaders (a single write): lookups straight from the database. */
export const readerMeterFromDb = (db: Database, viewer: UserRow | null): ReaderMeter =>
  createReaderMeter(db, viewer, {
    collection: async (id) => {
      const [collection] = await db
        .select()
        .from(collections)
        .where(eq(collections.id, id))
        .limit(1);
      return collection;
    },
    memberRole: memberRoleFromDb(db, viewer),
  });
