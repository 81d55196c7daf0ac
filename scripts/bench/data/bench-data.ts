import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { rowsOf } from '@server/db/raw-rows';
import { writeCounters } from './counters';
import { storeImages } from './images';
import { writePeople } from './people';
import { idMaker, streamFor } from './random';
import { writeClaps, writeReadingLists } from './reading';
import { writeFollows } from './social';
import { pauseSearchIndexing, rebuildSearchIndex } from './search-index';
import { writeStories } from './stories';
import { writeTags } from './tags';

/**
 * A realistic site for benchmarks, written straight into an empty database:
 * users (a fifth of them write), publications, tags, stories with paragraphs
 * and pictures (some members-only, unlisted, drafts, scheduled or deleted),
 * responses, highlights, claps, follows, reading lists and history, and the
 * totals the app keeps beside them. The same seed writes the same rows; dates
 * count back from the anchor (default: today, midnight UTC).
 */
export interface BenchDataOptions {
  db: Database;
  /** DATA_DIR: uploaded pictures go to its media folder. */
  dataDir: string;
  posts: number;
  users?: number;
  seed?: number;
  anchor?: Date;
  /** Pictures the stories share (default 12). */
  images?: number;
  log?: (line: string) => void;
}

export interface BenchDataSummary {
  seed: number;
  anchor: string;
  seconds: number;
  rows: Record<string, number>;
  /** The writer with the most stories. */
  writerUsername: string;
  /** A reader who follows sixty writers and saved forty stories. */
  readerUsername: string;
  /** The most used tag. */
  tagSlug: string;
  collectionSlug: string;
  /** The top writer's newest public story. */
  sampleStoryId: string;
}

const COUNTED_TABLES = [
  'users',
  'collections',
  'tags',
  'posts',
  'post_tags',
  'quotes',
  'claps',
  'reading_list',
  'reading_history',
  'user_follows',
  'collection_follows',
  'post_stats',
  'user_social_stats',
  'media',
];

export function defaultAnchor(): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
}

async function countRows(db: Database, table: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as total from ${sql.identifier(table)}`);
  return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
}

export async function generateBenchData(options: BenchDataOptions): Promise<BenchDataSummary> {
  const { db } = options;
  const seed = options.seed ?? 1;
  const anchor = options.anchor ?? defaultAnchor();
  const users = options.users ?? Math.max(20, Math.round(options.posts / 4));
  const log = options.log ?? (() => undefined);
  if ((await countRows(db, 'users')) > 0)
    throw new Error('The database already has users: generate into an empty one.');
  const began = performance.now();
  let last = began;
  const step = (what: string) => {
    const now = performance.now();
    log(`${what} (${((now - last) / 1000).toFixed(1)} s)`);
    last = now;
  };
  const newId = idMaker(streamFor(seed, 'ids'));
  const people = await writePeople({ db, random: streamFor(seed, 'people'), newId, users, anchor });
  step(`${users} users, ${people.collectionIds.length} publications`);
  const ownerId = people.ids[users - 1] ?? '';
  const images = await storeImages({
    db,
    dataDir: options.dataDir,
    uploaderId: ownerId,
    count: options.images ?? 12,
  });
  const tags = await writeTags({
    db,
    random: streamFor(seed, 'tags'),
    posts: options.posts,
    anchor,
  });
  step(`${images.length} pictures, ${tags.length} tags`);
  const random = streamFor(seed, 'stories');
  await pauseSearchIndexing(db);
  const readable = await writeStories({
    db,
    random,
    newId,
    people,
    tags,
    images,
    posts: options.posts,
    anchor,
  });
  step(`${options.posts} stories, responses and drafts, with tags and highlights`);
  const indexed = await rebuildSearchIndex(db);
  step(`search index of ${indexed} published stories and responses`);
  const reading = { db, people, readable, anchor };
  await writeClaps({ ...reading, random: streamFor(seed, 'claps') });
  await writeReadingLists({ ...reading, random: streamFor(seed, 'reading') });
  await writeFollows({ db, people, anchor, random: streamFor(seed, 'follows') });
  step('claps, reading lists, history and follows');
  await writeCounters(db);
  await db.execute(sql`vacuum analyze`);
  step('totals, vacuum and analyze');
  const rows: Record<string, number> = {};
  for (const table of COUNTED_TABLES) rows[table] = await countRows(db, table);
  return {
    seed,
    anchor: anchor.toISOString(),
    seconds: Math.round((performance.now() - began) / 100) / 10,
    rows,
    writerUsername: people.usernames[0] ?? '',
    readerUsername: people.usernames[people.benchReader] ?? '',
    tagSlug: tags[0] ?? '',
    collectionSlug: people.collectionSlugs[0] ?? '',
    sampleStoryId: readable.sampleStoryId,
  };
}
