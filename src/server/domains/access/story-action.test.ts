import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { userBlocks } from '@server/db/schema/social';
import type { UserRow } from '@server/db/schema/users';
import { buildPost, buildUser } from '@server/test/factories';
import { openTestDatabase } from '@server/test/test-database';
import { requireActionOnStory } from './story-action';

/** The one check before a reader claps for, saves, highlights or responds to a story. */

let database: DatabaseHandle;
const NOT_FOUND = 'Story not found.';
const ACTIONS = ['clap', 'bookmark', 'highlight', 'respond'] as const;
type StoryAction = (typeof ACTIONS)[number];

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const act = (viewer: UserRow | null, action: StoryAction, postId: string) =>
  requireActionOnStory({ db: database.db, viewer, action, postId, notFoundMessage: NOT_FOUND });

/** The refusal as the transports see it: code and message, or 'ok'. */
const outcome = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'ok',
    (error: { code?: string; message: string }) => `${String(error.code)}: ${error.message}`,
  );

describe('requireActionOnStory', () => {
  it('answers the viewer and the live story', async () => {
    const author = await buildUser(database.db);
    const reader = await buildUser(database.db);
    const story = await buildPost(database.db, { creatorId: author.id });
    for (const action of ACTIONS) {
      const acting = await act(reader, action, story.id.toUpperCase());
      expect(acting.viewer.id).toBe(reader.id);
      expect(acting.story.id).toBe(story.id);
    }
  });

  it('refuses a signed-out visitor before looking the story up', async () => {
    for (const action of ACTIONS)
      expect(await outcome(act(null, action, 'not-a-story'))).toBe(
        'UNAUTHORIZED: You must be signed in.',
      );
  });

  it('refuses a suspended account everything but saving', async () => {
    const author = await buildUser(database.db);
    const suspended = await buildUser(database.db, { isSuspended: true });
    const story = await buildPost(database.db, { creatorId: author.id });
    const refused =
      'FORBIDDEN: Your account is suspended: you cannot write, respond or take notes.';
    expect(await outcome(act(suspended, 'clap', story.id))).toBe(refused);
    expect(await outcome(act(suspended, 'highlight', story.id))).toBe(refused);
    expect(await outcome(act(suspended, 'respond', story.id))).toBe(refused);
    expect(await outcome(act(suspended, 'bookmark', story.id))).toBe('ok');
  });

  it('answers NotFound, in the caller’s words, for a story readers cannot act on', async () => {
    const author = await buildUser(database.db);
    const suspendedAuthor = await buildUser(database.db, { isSuspended: true });
    const reader = await buildUser(database.db);
    const stories = [
      await buildPost(database.db, { creatorId: author.id, status: 'DRAFT' }),
      await buildPost(database.db, { creatorId: author.id, deletedAt: new Date() }),
      await buildPost(database.db, { creatorId: author.id, suspendedAt: new Date() }),
      await buildPost(database.db, { creatorId: suspendedAuthor.id }),
    ];
    const ids = [...stories.map((story) => story.id), 'abcdef012345', 'not an id'];
    for (const id of ids)
      for (const action of ACTIONS)
        expect(await outcome(act(reader, action, id))).toBe(`NOT_FOUND: ${NOT_FOUND}`);
  });

  it('refuses, in each action’s words, a reader the author blocked', async () => {
    const author = await buildUser(database.db);
    const blocked = await buildUser(database.db);
    const story = await buildPost(database.db, { creatorId: author.id });
    await database.db.insert(userBlocks).values({ blockerId: author.id, blockedId: blocked.id });
    const refusals = await Promise.all(
      ACTIONS.map((action) => outcome(act(blocked, action, story.id))),
    );
    expect(refusals).toEqual([
      'FORBIDDEN: You cannot clap for this story: its author has blocked you.',
      'FORBIDDEN: You cannot save this story: its author has blocked you.',
      'FORBIDDEN: You cannot highlight this story: its author has blocked you.',
      'FORBIDDEN: You cannot respond to this story: its author has blocked you.',
    ]);
    // A block works one way: the author still acts on the stories of the reader they blocked.
    const own = await buildPost(database.db, { creatorId: blocked.id });
    expect(await outcome(act(author, 'clap', own.id))).toBe('ok');
  });
});
