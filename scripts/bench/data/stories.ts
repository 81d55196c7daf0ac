import { computeReadingTime } from '@shared/content/paragraph-model';
import type { PostContent } from '@shared/content/paragraph-model';
import { slugify } from '@server/domains/posts';
import type { Database } from '@server/db/client';
import { TableWriter } from './bulk-insert';
import type { People } from './people';
import { distinctDraws, zipfSampler } from './random';
import type { Random } from './random';
import { responseContent, storyContent } from './story-content';
import type { BenchImage } from './story-content';
import { sentence, storyTitle } from './text';
import { writeHighlights } from './highlights';

const DAY_MS = 24 * 60 * 60 * 1000;
const SPAN_MS = 3 * 365 * DAY_MS;
const TAG_COUNTS = [0, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5];
const LICENSES = ['ALL_RIGHTS_RESERVED', 'CC_40_BY', 'CC_40_BY_SA', 'CC_40_ZERO'];

type Kind = 'story' | 'response' | 'draft' | 'scheduled';

/** What later parts need to know about the published stories (and responses) readers can open. */
export interface Readable {
  ids: string[];
  creators: number[];
  publishedAt: number[];
  isResponse: boolean[];
  /** Writer 0's newest public story: a page the smoke test and the benchmark open. */
  sampleStoryId: string;
}

interface Writers {
  posts: TableWriter;
  tags: TableWriter;
  quotes: TableWriter;
}

export interface StoriesInput {
  db: Database;
  random: Random;
  newId: () => string;
  people: People;
  tags: string[];
  images: BenchImage[];
  posts: number;
  anchor: Date;
}

function tableWriters(db: Database): Writers {
  const time = 'timestamptz';
  const posts = new TableWriter(db, 'posts', {
    id: 'text',
    creator_id: 'text',
    collection_id: 'text',
    pending_collection_id: 'text',
    status_for_collection: 'text',
    title: 'text',
    subtitle: 'text',
    slug: 'text',
    content: 'jsonb',
    status: 'text',
    visibility: 'text',
    share_key: 'text',
    preview_image_id: 'text',
    reading_time: 'real',
    word_count: 'integer',
    license: 'text',
    scheduled_at: time,
    in_response_to_post_id: 'text',
    created_at: time,
    updated_at: time,
    first_published_at: time,
    latest_published_at: time,
    deleted_at: time,
  });
  return {
    posts,
    tags: new TableWriter(
      db,
      'post_tags',
      { post_id: 'text', tag_slug: 'text', position: 'integer' },
      [posts],
    ),
    quotes: new TableWriter(
      db,
      'quotes',
      {
        id: 'text',
        post_id: 'text',
        user_id: 'text',
        paragraph_name: 'text',
        start_offset: 'integer',
        end_offset: 'integer',
        paragraph_text: 'text',
        paragraph_type: 'text',
        created_at: time,
      },
      [posts],
    ),
  };
}

/** 15 % responses, 6 % drafts, 0.5 % scheduled, the rest published stories. */
function kindOf(random: Random, canRespond: boolean): Kind {
  const roll = random.next();
  if (roll < 0.15 && canRespond) return 'response';
  if (roll < 0.21) return 'draft';
  if (roll < 0.215) return 'scheduled';
  return 'story';
}

function wordsFor(random: Random, kind: Kind): number {
  if (kind === 'response') return Math.round(Math.min(400, Math.max(5, random.logNormal(45, 0.8))));
  const median = kind === 'story' ? 650 : 300;
  return Math.round(Math.min(4500, Math.max(40, random.logNormal(median, 0.65))));
}

function pickImages(random: Random, images: BenchImage[]): BenchImage[] {
  if (images.length === 0 || !random.chance(0.35)) return [];
  return Array.from({ length: random.int(1, 4) }, () => random.pick(images));
}

/** The row's columns that follow from its content: what the app derives when it saves. */
function contentColumns(title: string, subtitle: string, content: PostContent) {
  const { minutes, wordCount } = computeReadingTime(content);
  const image = content.paragraphs.find((paragraph) => paragraph.type === 'IMG');
  return {
    title,
    subtitle,
    slug: slugify(title),
    content,
    reading_time: minutes,
    word_count: wordCount,
    preview_image_id: image?.metadata?.id ?? null,
  };
}

/**
 * A writer's story in their home publication: stories and scheduled ones are
 * approved there (its home and archive list them); drafts wait in its
 * submissions queue (PENDING), as the submissions flow leaves them.
 */
function publicationColumns(collectionId: string | null, kind: Exclude<Kind, 'response'>) {
  if (!collectionId)
    return { collection_id: null, pending_collection_id: null, status_for_collection: null };
  return kind === 'draft'
    ? { collection_id: null, pending_collection_id: collectionId, status_for_collection: 'PENDING' }
    : {
        collection_id: collectionId,
        pending_collection_id: null,
        status_for_collection: 'APPROVED',
      };
}

function visibilityOf(random: Random, isMemberAuthor: boolean): string {
  const roll = random.next();
  if (roll < 0.03) return 'UNLISTED';
  if (roll < 0.13 && isMemberAuthor) return 'LOCKED';
  return 'PUBLIC';
}

interface Run {
  input: StoriesInput;
  writers: Writers;
  authorOf: (random: Random) => number;
  tagOf: (random: Random) => number;
  readable: Readable;
  /** Indexes into `readable` of the public and members-only stories responses may answer. */
  parents: number[];
}

export async function writeStories(input: StoriesInput): Promise<Readable> {
  const run: Run = {
    input,
    writers: tableWriters(input.db),
    authorOf: zipfSampler(input.people.writerCount, 0.7),
    tagOf: zipfSampler(input.tags.length, 1.0),
    readable: { ids: [], creators: [], publishedAt: [], isResponse: [], sampleStoryId: '' },
    parents: [],
  };
  const { random } = input;
  const start = input.anchor.getTime() - SPAN_MS;
  for (let index = 0; index < input.posts; index += 1) {
    const kind = kindOf(random, run.parents.length > 0);
    // Stories come in date order, so a response is always later than its story.
    const at = start + ((index + random.next()) / input.posts) * (SPAN_MS - DAY_MS);
    if (kind === 'response') await addResponse(run, at);
    else await addStory(run, kind, at);
  }
  for (const writer of [run.writers.posts, run.writers.tags, run.writers.quotes])
    await writer.flush();
  return run.readable;
}

async function addResponse(run: Run, at: number): Promise<void> {
  const { random, people } = run.input;
  const parent = pickParent(random, run.parents);
  const parentCreator = run.readable.creators[parent] ?? 0;
  const others = people.ids.length - 1; // never the owner
  let author = random.int(0, others - 1);
  if (author === parentCreator) author = (author + 1) % others;
  const id = run.input.newId();
  const content = responseContent(random, wordsFor(random, 'response'));
  await run.writers.posts.add({
    id,
    creator_id: people.ids[author],
    ...contentColumns('', '', content),
    status: 'PUBLISHED',
    visibility: 'PUBLIC',
    share_key: random.token(11),
    license: 'ALL_RIGHTS_RESERVED',
    in_response_to_post_id: run.readable.ids[parent],
    ...publishedTimes(at),
  });
  remember(run.readable, id, author, at, true);
}

async function addStory(run: Run, kind: Exclude<Kind, 'response'>, at: number): Promise<void> {
  const { random, people, anchor } = run.input;
  const author = run.authorOf(random);
  const title = storyTitle(random);
  const subtitle = random.chance(0.75) ? sentence(random, random.int(7, 16)).slice(0, -1) : '';
  const content = storyContent(random, {
    title,
    subtitle,
    words: wordsFor(random, kind),
    images: pickImages(random, run.input.images),
  });
  const home = people.homeCollection[author] ?? -1;
  const isPublished = kind === 'story';
  const isDeleted = isPublished && random.chance(0.005);
  const visibility = isPublished
    ? visibilityOf(random, people.isMember[author] ?? false)
    : 'PUBLIC';
  const scheduledAt = new Date(anchor.getTime() + random.int(1, 30) * DAY_MS).toISOString();
  const id = run.input.newId();
  await run.writers.posts.add({
    id,
    creator_id: people.ids[author],
    ...publicationColumns(
      home >= 0 && random.chance(0.6) ? (people.collectionIds[home] ?? null) : null,
      kind,
    ),
    ...contentColumns(title, subtitle, content),
    status: isPublished ? 'PUBLISHED' : kind === 'draft' ? 'DRAFT' : 'SCHEDULED',
    visibility,
    share_key: random.token(11),
    license: random.chance(0.85) ? LICENSES[0] : random.pick(LICENSES),
    scheduled_at: kind === 'scheduled' ? scheduledAt : null,
    ...(isPublished ? publishedTimes(at) : draftTimes(at)),
    deleted_at: isDeleted ? new Date(at + DAY_MS).toISOString() : null,
  });
  const tags = distinctDraws(random.pick(TAG_COUNTS), () => run.tagOf(random));
  for (const [position, tag] of tags.entries())
    await run.writers.tags.add({ post_id: id, tag_slug: run.input.tags[tag], position });
  if (!isPublished || isDeleted) return;
  if (visibility !== 'UNLISTED') run.parents.push(run.readable.ids.length);
  if (visibility === 'PUBLIC') {
    if (author === 0) run.readable.sampleStoryId = id;
    await writeHighlights({ ...run.input, writer: run.writers.quotes, postId: id, content, at });
  }
  remember(run.readable, id, author, at, false);
}

function remember(
  readable: Readable,
  id: string,
  creator: number,
  at: number,
  isResponse: boolean,
) {
  readable.ids.push(id);
  readable.creators.push(creator);
  readable.publishedAt.push(at);
  readable.isResponse.push(isResponse);
}

/** Half the responses go to the latest few hundred stories, the rest anywhere. */
function pickParent(random: Random, parents: number[]): number {
  const window = random.chance(0.5) ? Math.min(parents.length, 500) : parents.length;
  return parents[parents.length - 1 - random.int(0, window - 1)] ?? 0;
}

function publishedTimes(at: number) {
  const published = new Date(at).toISOString();
  return {
    created_at: new Date(at - 3 * 60 * 60 * 1000).toISOString(),
    updated_at: published,
    first_published_at: published,
    latest_published_at: published,
  };
}

function draftTimes(at: number) {
  const time = new Date(at).toISOString();
  return {
    created_at: time,
    updated_at: time,
    first_published_at: null,
    latest_published_at: null,
  };
}
