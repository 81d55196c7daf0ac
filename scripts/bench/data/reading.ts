import type { Database } from '@server/db/client';
import { TableWriter } from './bulk-insert';
import type { People } from './people';
import { distinctDraws, scatter, zipfSampler } from './random';
import type { Random } from './random';
import type { Readable } from './stories';

const MAX_CLAPS = 50;

interface ReadingInput {
  db: Database;
  random: Random;
  people: People;
  readable: Readable;
  anchor: Date;
}

/** A moment between `from` and the anchor. */
const between = (random: Random, from: number, anchor: Date) =>
  new Date(from + random.next() * (anchor.getTime() - from)).toISOString();

/**
 * Claps: a few voters on most stories, many on the popular writers' (the
 * first writers), a voter or none on responses. Most readers clap once; some
 * hold the button down. Authors never clap for themselves.
 */
export async function writeClaps(input: ReadingInput): Promise<void> {
  const { random, people, readable } = input;
  const writer = new TableWriter(input.db, 'claps', {
    post_id: 'text',
    user_id: 'text',
    count: 'integer',
    last_accepted: 'integer',
    updated_at: 'timestamptz',
  });
  const readers = people.ids.length - 1; // the owner does not read
  const rankOf = zipfSampler(readers, 0.5);
  const spread = scatter(readers);
  const voterOf = (from: Random) => spread(rankOf(from));
  for (let index = 0; index < readable.ids.length; index += 1) {
    const creator = readable.creators[index] ?? 0;
    const median = readable.isResponse[index] ? 0.4 : creator < 50 ? 8 : 2;
    const wanted = Math.min(Math.floor(random.logNormal(median, 1.1)), 500, readers - 1);
    for (const voter of distinctDraws(wanted, () => voterOf(random), creator)) {
      const count = random.chance(0.4)
        ? 1
        : Math.min(MAX_CLAPS, 1 + Math.floor(-Math.log(1 - random.next()) * 10));
      await writer.add({
        post_id: readable.ids[index],
        user_id: people.ids[voter],
        count,
        last_accepted: count,
        updated_at: between(random, readable.publishedAt[index] ?? 0, input.anchor),
      });
    }
  }
  await writer.flush();
}

/** Stories a reader picks: half from the last few hundred, half from anywhere. */
function storyPicker(random: Random, readable: Readable): () => number {
  const stories = readable.ids.flatMap((_, index) => (readable.isResponse[index] ? [] : [index]));
  return () => {
    const window = random.chance(0.5) ? Math.min(stories.length, 400) : stories.length;
    return stories[stories.length - 1 - random.int(0, window - 1)] ?? 0;
  };
}

/** Each reader's saved stories (mostly still queued) and reading history. */
export async function writeReadingLists(input: ReadingInput): Promise<void> {
  const { random, people, readable } = input;
  const list = new TableWriter(input.db, 'reading_list', {
    user_id: 'text',
    post_id: 'text',
    state: 'text',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  });
  const history = new TableWriter(input.db, 'reading_history', {
    user_id: 'text',
    post_id: 'text',
    read_at: 'timestamptz',
  });
  const pick = storyPicker(random, readable);
  for (let user = 0; user < people.ids.length - 1; user += 1) {
    const saves = user === people.benchReader ? 40 : Math.floor(random.logNormal(3, 1));
    for (const story of distinctDraws(Math.min(saves, 200), pick)) {
      const saved = between(random, readable.publishedAt[story] ?? 0, input.anchor);
      await list.add({
        user_id: people.ids[user],
        post_id: readable.ids[story],
        state: random.chance(0.85) ? 'QUEUE' : 'ARCHIVE',
        created_at: saved,
        updated_at: saved,
      });
    }
    for (const story of distinctDraws(Math.min(Math.floor(random.logNormal(5, 1)), 300), pick))
      await history.add({
        user_id: people.ids[user],
        post_id: readable.ids[story],
        read_at: between(random, readable.publishedAt[story] ?? 0, input.anchor),
      });
  }
  await list.flush();
  await history.flush();
}
