import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '@server/db/schema/users';
import { eq } from 'drizzle-orm';
import { posts } from '@server/db/schema/posts';
import { collectionMembers } from '@server/db/schema/publications';
import { buildCollection, buildPost, buildUser, paragraph } from '@server/test/factories';
import { PIN, UNPIN } from '@server/test/kits/publication-home-kit';
import { SUSPEND_USER } from '@server/test/kits/moderation-kit';
import {
  CREATE_DRAFT,
  DELETE,
  PUBLISH,
  PUBLISH_EDITS,
  SAVE_DRAFT,
  UNPUBLISH,
} from '@server/test/kits/post-kit';
import { BLOCK, FOLLOW } from '@server/test/kits/social-kit';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

/** Every change a logged-out reader could see drops the kept pages that show it, at once. */

const APPROVE = `mutation A($postId: ID!) { approveSubmission(postId: $postId) { id } }`;
const REMOVE = `mutation R($postId: ID!) { removeStoryFromPublication(postId: $postId) { id } }`;

let testApp: TestApp;
let counter = 0;

beforeAll(async () => {
  testApp = await createTestApp({ PAGE_CACHE: 'true', PAGE_CACHE_SECONDS: '3600' });
});

afterAll(async () => {
  await testApp.close();
});

const get = (url: string) => testApp.request({ method: 'GET', url });

/** Renders the page, then checks the next request is served from the kept copy. */
async function keep(url: string): Promise<string> {
  await get(url);
  const kept = await get(url);
  expect(kept.headers['x-cache'], url).toBe('HIT');
  return kept.body;
}

async function writerWithStory(title: string) {
  counter += 1;
  const username = `inval_${counter}`;
  const writer = await buildUser(testApp.database.db, { username, name: `Writer ${counter}` });
  const story = await buildPost(testApp.database.db, { creatorId: writer.id, title });
  const author = await testApp.signIn(writer.id);
  return { writer, story, author, storyPath: `/@${username}/${story.slug}-${story.id}` };
}

async function mutate(query: string, as: Actor, variables: Record<string, unknown>) {
  const response = await testApp.graphql(query, { as, variables });
  expect(response.body.errors).toBeUndefined();
  return response.body.data;
}

describe('a kept logged-out page', () => {
  it('goes when a story is published: the home page and the profile list it', async () => {
    const { writer, author } = await writerWithStory('An older story');
    const profile = `/@${writer.username}`;
    expect(await keep(profile)).not.toContain('A brand new story');
    await keep('/');
    const draft = (await mutate(CREATE_DRAFT, author, {
      title: 'A brand new story',
      content: { paragraphs: [paragraph('P', 'Fresh words.')] },
    })) as { createDraft: { id: string } };
    await mutate(PUBLISH, author, { postId: draft.createDraft.id });
    expect((await get(profile)).body).toContain('A brand new story');
    expect((await get('/')).body).toContain('A brand new story');
  });

  it('goes when the story is edited', async () => {
    const { story, author, storyPath } = await writerWithStory('Edited in place');
    expect(await keep(storyPath)).not.toContain('Second thoughts.');
    await mutate(SAVE_DRAFT, author, {
      postId: story.id,
      title: 'Edited in place',
      subtitle: '',
      content: { paragraphs: [paragraph('P', 'Second thoughts.')] },
      baseVersion: story.version,
    });
    await mutate(PUBLISH_EDITS, author, { postId: story.id });
    expect((await get(storyPath)).body).toContain('Second thoughts.');
  });

  it('goes when the story is unpublished', async () => {
    const { writer, story, author, storyPath } = await writerWithStory('Soon a draft again');
    await keep(storyPath);
    expect(await keep(`/@${writer.username}`)).toContain('Soon a draft again');
    await mutate(UNPUBLISH, author, { postId: story.id });
    expect((await get(storyPath)).statusCode).toBe(404);
    expect((await get(`/@${writer.username}`)).body).not.toContain('Soon a draft again');
  });

  it('goes when the story is deleted', async () => {
    const { story, author, storyPath } = await writerWithStory('Soon deleted');
    await keep(storyPath);
    await mutate(DELETE, author, { postId: story.id });
    expect((await get(storyPath)).statusCode).not.toBe(200);
  });

  it('goes when its author publishes another story: More from lists it', async () => {
    const { author, storyPath } = await writerWithStory('One of several');
    expect(await keep(storyPath)).not.toContain('Another of theirs');
    const draft = (await mutate(CREATE_DRAFT, author, {
      title: 'Another of theirs',
      content: { paragraphs: [paragraph('P', 'More words.')] },
    })) as { createDraft: { id: string } };
    await mutate(PUBLISH, author, { postId: draft.createDraft.id });
    expect((await get(storyPath)).body).toContain('Another of theirs');
  });

  it('goes when a story it lists under More from is edited', async () => {
    const { writer, author, storyPath } = await writerWithStory('Beside another');
    const other = await buildPost(testApp.database.db, {
      creatorId: writer.id,
      title: 'Listed beside it',
    });
    const kept = await get(storyPath);
    expect(String(kept.headers['surrogate-key']).split(' ')).toContain(other.id);
    expect(await keep(storyPath)).toContain('Listed beside it');
    await mutate(SAVE_DRAFT, author, {
      postId: other.id,
      title: 'Retitled beside it',
      subtitle: '',
      content: { paragraphs: [paragraph('P', 'Changed.')] },
      baseVersion: other.version,
    });
    await mutate(PUBLISH_EDITS, author, { postId: other.id });
    expect((await get(storyPath)).body).toContain('Retitled beside it');
  });

  it('goes when its author changes their name', async () => {
    const { author, storyPath } = await writerWithStory('Whose name changes');
    await keep(storyPath);
    await mutate(
      `mutation N($name: String!, $bio: String!) { updateProfile(name: $name, bio: $bio) { __typename } }`,
      author,
      { name: 'Renamed Person', bio: '' },
    );
    expect((await get(storyPath)).body).toContain('Renamed Person');
  });

  it('goes when its author changes their username', async () => {
    const { writer, author } = await writerWithStory('Whose handle changes');
    const oldProfile = `/@${writer.username}`;
    await keep(oldProfile);
    await mutate(
      `mutation U($username: String!) { changeUsername(username: $username) { __typename } }`,
      author,
      { username: `${writer.username}_new` },
    );
    expect((await get(oldProfile)).statusCode).toBe(404);
    expect((await get(`${oldProfile}_new`)).body).toContain('Whose handle changes');
  });

  it('goes when its author blocks a follower: the follower count drops', async () => {
    const { writer, author } = await writerWithStory('Followed, then not');
    const follower = await buildUser(testApp.database.db);
    const followerActor = await testApp.signIn(follower.id);
    await mutate(FOLLOW, followerActor, { id: writer.id });
    const profile = `/@${writer.username}`;
    expect(await keep(profile)).toContain('1 Follower');
    await mutate(BLOCK, author, { me: writer.id, id: follower.id });
    expect((await get(profile)).body).toContain('0 Followers');
  });

  it('goes when its author is suspended', async () => {
    const { writer, storyPath } = await writerWithStory('By someone soon suspended');
    await keep(storyPath);
    await keep(`/@${writer.username}`);
    const staff: UserRow = await buildUser(testApp.database.db, { isStaff: true });
    await mutate(SUSPEND_USER, await testApp.signIn(staff.id), { id: writer.id });
    expect((await get(storyPath)).body).not.toContain('By someone soon suspended');
    expect((await get(`/@${writer.username}`)).statusCode).toBe(410);
  });

  it('stays through changes to what it does not show', async () => {
    const { storyPath } = await writerWithStory('Untouched by others');
    await keep(storyPath);
    const other = await writerWithStory('Someone else edits');
    await mutate(
      `mutation N($name: String!, $bio: String!) { updateProfile(name: $name, bio: $bio) { __typename } }`,
      other.author,
      { name: 'Another Name', bio: '' },
    );
    expect((await get(storyPath)).headers['x-cache']).toBe('HIT');
  });
});

describe('a kept publication home', () => {
  it('goes when a story is approved into it, pinned, unpinned or removed from it', async () => {
    const db = testApp.database.db;
    const { writer, story } = await writerWithStory('Sent to the gazette');
    const creator = await buildUser(db);
    const editor = await testApp.signIn(creator.id);
    const gazette = await buildCollection(db, { creatorId: creator.id, slug: 'kept-gazette' });
    await db.insert(collectionMembers).values({
      collectionId: gazette.id,
      userId: writer.id,
      role: 'WRITER',
    });
    await db
      .update(posts)
      .set({ pendingCollectionId: gazette.id, statusForCollection: 'PENDING' })
      .where(eq(posts.id, story.id));
    expect(await keep('/kept-gazette')).not.toContain('Sent to the gazette');
    await mutate(APPROVE, editor, { postId: story.id });
    expect(await keep('/kept-gazette')).not.toContain('Pinned');
    await mutate(PIN, editor, { postId: story.id });
    expect(await keep('/kept-gazette')).toContain('Pinned');
    await mutate(UNPIN, editor, { postId: story.id });
    expect(await keep('/kept-gazette')).not.toContain('Pinned');
    await mutate(REMOVE, editor, { postId: story.id });
    expect((await get('/kept-gazette')).body).not.toContain('Sent to the gazette');
  });
});

describe('a kept feed or AMP story', () => {
  it('is kept for logged-out readers with its own public headers and no cookie', async () => {
    const { writer, story } = await writerWithStory('Kept in the feed');
    for (const url of [`/feed/@${writer.username}`, `/amp/p/${story.id}`]) {
      await keep(url);
      const kept = await get(url);
      expect(kept.headers['cache-control'], url).toBe('public, max-age=300');
      expect(kept.headers['set-cookie'], url).toBeUndefined();
      expect(kept.headers['surrogate-key'], url).toContain(story.id);
    }
    const feed = await get(`/feed/@${writer.username}`);
    const again = await testApp.request({
      method: 'GET',
      url: `/feed/@${writer.username}`,
      headers: { 'if-modified-since': String(feed.headers['last-modified']) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('goes when a story is published: the feeds list it', async () => {
    const { writer, author } = await writerWithStory('Already in the feed');
    const feeds = ['/feed', `/feed/@${writer.username}`, `/feed/@${writer.username}/json`];
    for (const url of feeds) expect(await keep(url)).not.toContain('Newly in the feed');
    const draft = (await mutate(CREATE_DRAFT, author, {
      title: 'Newly in the feed',
      content: { paragraphs: [paragraph('P', 'Fresh words.')] },
    })) as { createDraft: { id: string } };
    await mutate(PUBLISH, author, { postId: draft.createDraft.id });
    for (const url of feeds) expect((await get(url)).body, url).toContain('Newly in the feed');
  });

  it('goes when the story is edited', async () => {
    const { writer, story, author } = await writerWithStory('Edited under the feed');
    const urls = [`/amp/p/${story.id}`, `/feed/@${writer.username}`];
    for (const url of urls) expect(await keep(url)).not.toContain('Amended words.');
    await mutate(SAVE_DRAFT, author, {
      postId: story.id,
      title: 'Edited under the feed',
      subtitle: '',
      content: { paragraphs: [paragraph('P', 'Amended words.')] },
      baseVersion: story.version,
    });
    await mutate(PUBLISH_EDITS, author, { postId: story.id });
    for (const url of urls) expect((await get(url)).body, url).toContain('Amended words.');
  });

  it('goes when the story is unpublished', async () => {
    const { writer, story, author } = await writerWithStory('Leaving the feed');
    const feed = `/feed/@${writer.username}`;
    await keep(`/amp/p/${story.id}`);
    expect(await keep(feed)).toContain('Leaving the feed');
    await mutate(UNPUBLISH, author, { postId: story.id });
    expect((await get(`/amp/p/${story.id}`)).statusCode).toBe(404);
    expect((await get(feed)).body).not.toContain('Leaving the feed');
  });
});
