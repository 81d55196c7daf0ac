import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postStats } from '@server/db/schema/reading';
import type { TopicRow } from '@server/db/schema/topics';
import { onContentChange } from '@server/lib/content-changes';
import type { ContentChange } from '@server/lib/content-changes';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import {
  FOLLOW_TOPIC,
  TOPIC,
  TOPICS,
  UNFOLLOW_TOPIC,
  buildTaggedStory,
  buildTopic,
} from '@server/test/kits/topics-kit';
import type { TopicAnswer } from '@server/test/kits/topics-kit';

let testApp: TestApp;
let reader: Actor;
let readerName: string;
let staff: Actor;
let birds: TopicRow;
let editorsPicks: TopicRow;
let internal: TopicRow;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const writer = await buildUser(db);
  const readerRow = await buildUser(db);
  readerName = readerRow.username;
  reader = await testApp.signIn(readerRow.id);
  staff = await testApp.signIn((await buildUser(db, { isStaff: true })).id);
  birds = await buildTopic(db, { name: 'Birds', tagSlugs: ['owls', 'finches'] });
  editorsPicks = await buildTopic(db, {
    name: 'Editors picks',
    visibility: 'SPECIAL',
    tagSlugs: ['picked'],
  });
  internal = await buildTopic(db, { name: 'Internal', visibility: 'STAFF', tagSlugs: ['ops'] });
  for (let i = 0; i < 12; i += 1) {
    const story = await buildTaggedStory(db, writer.id, [i % 2 ? 'owls' : 'finches'], {
      title: `Bird story ${i}`,
    });
    if (i === 4) await db.insert(postStats).values({ postId: story.id, clapCount: 30 });
  }
  await buildTaggedStory(db, writer.id, ['owls'], { title: 'Owl draft', status: 'DRAFT' });
  await buildTaggedStory(db, writer.id, ['owls'], { title: 'Owl link', visibility: 'UNLISTED' });
  await buildTaggedStory(db, writer.id, ['cats'], { title: 'A cat story' });
  await buildTaggedStory(db, writer.id, ['ops'], { title: 'Ops story' });
});

afterAll(async () => {
  await testApp.close();
});

const topicAs = (slug: string, as?: Actor, after?: string | null) =>
  testApp.graphql<TopicAnswer>(TOPIC, { variables: { slug, first: 10, after }, as });

describe('topic visibility', () => {
  it('lists PUBLIC topics to everyone, and every topic to staff', async () => {
    const visitor = await testApp.graphql<{ topics: Array<{ slug: string }> }>(TOPICS);
    expect(visitor.body.data?.topics.map((topic) => topic.slug)).toEqual(['birds']);
    const asStaff = await testApp.graphql<{ topics: Array<{ slug: string }> }>(TOPICS, {
      as: staff,
    });
    expect(asStaff.body.data?.topics.map((topic) => topic.slug)).toEqual([
      'birds',
      'editors-picks',
      'internal',
    ]);
  });

  it('opens a SPECIAL topic by its address to anyone, though /topics does not list it', async () => {
    const answer = await topicAs('editors-picks');
    expect(answer.body.data?.topic?.visibility).toBe('SPECIAL');
  });

  it('hides a STAFF topic from everyone but staff, following it included', async () => {
    expect((await topicAs('internal')).body.data?.topic).toBeNull();
    expect((await topicAs('internal', reader)).body.data?.topic).toBeNull();
    expect((await topicAs('internal', staff)).body.data?.topic?.latestStories.edges).toHaveLength(
      1,
    );
    const follow = await testApp.graphql(FOLLOW_TOPIC, {
      variables: { topicId: internal.id },
      as: reader,
    });
    expect(follow.body.errors?.[0]?.message).toBe('Topic not found.');
    expect(follow.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('answers null for a topic nobody made', async () => {
    expect((await topicAs('no-such-topic')).body.data?.topic).toBeNull();
  });
});

describe('a topic page', () => {
  it('pages every listed story of its tags exactly once, newest first', async () => {
    const first = await topicAs('birds', reader);
    const topic = first.body.data?.topic;
    expect(topic?.tagSlugs).toEqual(['finches', 'owls']);
    expect(topic?.latestStories.edges.map((edge) => edge.node.title)[0]).toBe('Bird story 0');
    expect(topic?.latestStories.pageInfo.hasNextPage).toBe(true);
    const second = await topicAs('birds', reader, topic?.latestStories.pageInfo.endCursor);
    const titles = [
      ...(topic?.latestStories.edges ?? []),
      ...(second.body.data?.topic?.latestStories.edges ?? []),
    ].map((edge) => edge.node.title);
    expect(titles).toHaveLength(12);
    expect(new Set(titles).size).toBe(12);
    expect(titles).not.toContain('Owl draft');
    expect(titles).not.toContain('Owl link');
    expect(titles).not.toContain('A cat story');
    expect(second.body.data?.topic?.latestStories.pageInfo.hasNextPage).toBe(false);
  });

  it('shows its most clapped stories on top', async () => {
    const answer = await topicAs('birds');
    expect(answer.body.data?.topic?.topStories.map((story) => story.title)).toEqual([
      'Bird story 4',
    ]);
  });
});

describe('following a topic', () => {
  it('follows and unfollows, counts the followers and shows on the profile', async () => {
    const followed = await testApp.graphql<{
      followTopic: { isFollowing: boolean; followerCount: number };
    }>(FOLLOW_TOPIC, { variables: { topicId: birds.id }, as: reader });
    expect(followed.body.data?.followTopic).toMatchObject({ isFollowing: true, followerCount: 1 });
    const again = await testApp.graphql(FOLLOW_TOPIC, {
      variables: { topicId: birds.id },
      as: reader,
    });
    expect(again.body.errors).toBeUndefined();
    await testApp.graphql(FOLLOW_TOPIC, { variables: { topicId: editorsPicks.id }, as: reader });
    const profile = await testApp.graphql<{
      user: { followedTopics: { edges: Array<{ node: { slug: string } }> } };
    }>(
      `query P($username: String!) { user(username: $username) { ... on User { followedTopics { edges { node { slug } } } } } }`,
      { variables: { username: readerName } },
    );
    expect(profile.body.data?.user.followedTopics.edges.map((edge) => edge.node.slug)).toEqual([
      'editors-picks',
      'birds',
    ]);
    const unfollowed = await testApp.graphql<{
      unfollowTopic: { isFollowing: boolean; followerCount: number };
    }>(UNFOLLOW_TOPIC, { variables: { topicId: birds.id }, as: reader });
    expect(unfollowed.body.data?.unfollowTopic).toMatchObject({
      isFollowing: false,
      followerCount: 0,
    });
  });

  it('asks a visitor to sign in', async () => {
    const answer = await testApp.graphql(FOLLOW_TOPIC, { variables: { topicId: birds.id } });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });
});

describe('curating topics', () => {
  const SAVE = `mutation Save($input: SaveTopicInput!) { saveTopic(input: $input) { id slug name visibility tagSlugs } }`;
  const input = {
    name: 'Night skies',
    slug: 'night-skies',
    description: 'Stars and planets.',
    visibility: 'PUBLIC',
    tagSlugs: ['Astronomy', 'stars'],
  };

  it('refuses anyone but staff', async () => {
    const answer = await testApp.graphql(SAVE, { variables: { input }, as: reader });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('creates and edits a topic from tags and announces its pages changed', async () => {
    const changes: ContentChange[] = [];
    const stop = onContentChange((change) => changes.push(change));
    const created = await testApp.graphql<{ saveTopic: { id: string; tagSlugs: string[] } }>(SAVE, {
      variables: { input },
      as: staff,
    });
    const id = created.body.data?.saveTopic.id;
    expect(created.body.data?.saveTopic.tagSlugs).toEqual(['astronomy', 'stars']);
    const edited = await testApp.graphql<{ saveTopic: { name: string; visibility: string } }>(
      SAVE,
      {
        variables: { input: { ...input, id, name: 'Night sky', visibility: 'SPECIAL' } },
        as: staff,
      },
    );
    stop();
    expect(edited.body.data?.saveTopic).toMatchObject({ name: 'Night sky', visibility: 'SPECIAL' });
    expect(changes).toEqual([
      { ids: [id], lists: true },
      { ids: [id], lists: true },
    ]);
  });

  it('refuses a taken slug and a topic without tags, with the reason', async () => {
    const taken = await testApp.graphql(SAVE, {
      variables: { input: { ...input, slug: 'birds' } },
      as: staff,
    });
    expect(taken.body.errors?.[0]?.message).toBe('That slug is taken.');
    const empty = await testApp.graphql(SAVE, {
      variables: { input: { ...input, slug: 'empty', tagSlugs: [] } },
      as: staff,
    });
    expect(empty.body.errors?.[0]?.message).toBe('A topic is curated from at least one tag.');
  });
});
