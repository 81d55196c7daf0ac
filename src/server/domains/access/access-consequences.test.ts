import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notes, quotes } from '@server/db/schema/conversation';
import type { PostRow } from '@server/db/schema/posts';
import { posts } from '@server/db/schema/posts';
import { readingList } from '@server/db/schema/reading';
import { userFollows, userReports } from '@server/db/schema/social';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { uploadFile } from '@server/test/kits/media-kit';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

/**
 * What the access room fixed, each seen from outside: through GraphQL, REST,
 * the story page, AMP, the profile and the feed.
 */

let testApp: TestApp;

const TEXT = 'The quick brown fox jumps over the lazy dog.';
const content = {
  paragraphs: [
    { name: 'n0', type: 'H3' as const, text: 'A story', markups: [] },
    { name: 'n1', type: 'P' as const, text: TEXT, markups: [] },
  ],
};
const PASSAGE = { name: 'n1', start: 4, end: 9 };
const SUSPENDED = 'Your account is suspended: you cannot write, respond or take notes.';

const CREATE_QUOTE = `mutation Q($postId: ID!, $name: String!, $start: Int!, $end: Int!) {
  createQuote(postId: $postId, paragraphName: $name, startOffset: $start, endOffset: $end) { id }
}`;
const CREATE_NOTE = `mutation N($postId: ID!, $name: String!, $start: Int!, $end: Int!) {
  createNote(postId: $postId, paragraphName: $name, startOffset: $start, endOffset: $end, content: "Why?") { id }
}`;
const RESPOND = `mutation R($to: ID!, $text: String!) {
  publishResponse(inResponseToPostId: $to, content: { paragraphs: [{ name: "r0", type: P, text: $text, markups: [] }] }) { id }
}`;
const CLAP = `mutation C($postId: ID!) { clap(postId: $postId, count: 1) { clapCount } }`;
const BOOKMARK = `mutation B($id: ID!) { bookmarkPost(targetPostId: $id) { id } }`;
const HIDE = `mutation H($parent: ID!, $response: ID!) {
  hidePostResponseOnParentPost(parentPostId: $parent, postResponseId: $response)
}`;

async function ask(query: string, variables: Record<string, unknown>, as: Actor) {
  const { body } = await testApp.graphql(query, { variables, as });
  const error = body.errors?.[0];
  return error ? `${String(error.extensions?.code)}: ${error.message}` : 'ok';
}

async function person(overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await buildUser(testApp.database.db, overrides);
  return { user, actor: await testApp.signIn(user.id) };
}

const story = (creatorId: string, extra: Partial<typeof posts.$inferInsert> = {}) =>
  buildPost(testApp.database.db, { creatorId, content, ...extra });

const pathOf = (post: PostRow, author: UserRow) =>
  `/@${author.username}/${post.slug ? `${post.slug}-${post.id}` : post.id}`;

const get = (url: string, as?: Actor) =>
  testApp.request({ method: 'GET', url, ...(as ? { cookies: as.cookies } : {}) });

async function respond(to: string, text: string, as: Actor): Promise<string> {
  const { body } = await testApp.graphql<{ publishResponse: { id: string } }>(RESPOND, {
    variables: { to, text },
    as,
  });
  const id = body.data?.publishResponse.id;
  if (!id) throw new Error(JSON.stringify(body.errors));
  return id;
}

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: 'https://quire.test' });
});

afterAll(async () => {
  await testApp.close();
});

describe('a story whose author is suspended', () => {
  it('refuses highlights, notes and responses as it refuses claps and bookmarks', async () => {
    const author = await person();
    const reader = await person();
    const post = await story(author.user.id);
    await testApp.database.db
      .update(users)
      .set({ isSuspended: true })
      .where(eq(users.id, author.user.id));
    const on = { postId: post.id, ...PASSAGE };
    expect(await ask(CLAP, { postId: post.id }, reader.actor)).toBe('NOT_FOUND: Story not found.');
    expect(await ask(BOOKMARK, { id: post.id }, reader.actor)).toBe('NOT_FOUND: Story not found.');
    expect(await ask(CREATE_QUOTE, on, reader.actor)).toBe('NOT_FOUND: Post not found.');
    expect(await ask(CREATE_NOTE, on, reader.actor)).toBe('NOT_FOUND: Post not found.');
    expect(await ask(RESPOND, { to: post.id, text: 'Hello' }, reader.actor)).toBe(
      'NOT_FOUND: Post not found.',
    );
    const db = testApp.database.db;
    expect(await db.select().from(quotes).where(eq(quotes.postId, post.id))).toEqual([]);
    expect(await db.select().from(notes).where(eq(notes.postId, post.id))).toEqual([]);
    expect(await db.select().from(posts).where(eq(posts.inResponseToPostId, post.id))).toEqual([]);
  });
});

describe('a suspended account', () => {
  let suspended: { user: UserRow; actor: Actor };
  let writer: { user: UserRow; actor: Actor };
  let post: PostRow;

  beforeAll(async () => {
    writer = await person();
    post = await story(writer.user.id);
    suspended = await person({ isSuspended: true, name: 'Old Name' });
  });

  it('may not rename itself or change its profile', async () => {
    const rename = `mutation { changeUsername(username: "brand_new_name") { __typename } }`;
    const profile = `mutation { updateProfile(name: "New Name", bio: "") { __typename } }`;
    const image = `mutation { updateProfileImage(imageId: null) { __typename } }`;
    expect(await ask(rename, {}, suspended.actor)).toBe(`FORBIDDEN: ${SUSPENDED}`);
    expect(await ask(profile, {}, suspended.actor)).toBe(`FORBIDDEN: ${SUSPENDED}`);
    expect(await ask(image, {}, suspended.actor)).toBe(`FORBIDDEN: ${SUSPENDED}`);
    const [row] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.id, suspended.user.id));
    // The people it follows keep seeing it under the name it was suspended with.
    expect(row).toMatchObject({ name: 'Old Name', username: suspended.user.username });
  });

  it('may not clap, highlight, follow or report', async () => {
    const as = suspended.actor;
    expect(await ask(CLAP, { postId: post.id }, as)).toBe(`FORBIDDEN: ${SUSPENDED}`);
    expect(await ask(CREATE_QUOTE, { postId: post.id, ...PASSAGE }, as)).toBe(
      `FORBIDDEN: ${SUSPENDED}`,
    );
    const follow = `mutation F($id: ID!) { followUser(targetUserId: $id) { id } }`;
    expect(await ask(follow, { id: writer.user.id }, as)).toBe(`FORBIDDEN: ${SUSPENDED}`);
    const report = `mutation R($me: ID!, $id: ID!) {
      reportAndMaybeBlockUser(userId: $me, targetUserId: $id, alsoBlockUser: false) { report { id } }
    }`;
    expect(await ask(report, { me: suspended.user.id, id: writer.user.id }, as)).toBe(
      `FORBIDDEN: ${SUSPENDED}`,
    );
    const db = testApp.database.db;
    expect(
      await db.select().from(userFollows).where(eq(userFollows.followerId, suspended.user.id)),
    ).toEqual([]);
    expect(
      await db.select().from(userReports).where(eq(userReports.reporterId, suspended.user.id)),
    ).toEqual([]);
  });

  it('may not clap by REST or upload an image', async () => {
    const as = suspended.actor;
    const vote = await testApp.request({
      method: 'POST',
      url: `/_/vote/p/${post.id}`,
      headers: { 'x-xsrf-token': as.xsrfToken, 'content-type': 'application/json' },
      cookies: as.cookies,
      payload: { count: 1 },
    });
    expect(vote.statusCode).toBe(403);
    expect(vote.json()).toEqual({ error: 'Forbidden', message: SUSPENDED });
    const bytes = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#888' },
    })
      .png()
      .toBuffer();
    const upload = await uploadFile(testApp, as, {
      filename: 'a.png',
      contentType: 'image/png',
      bytes,
    });
    expect(upload.statusCode).toBe(403);
    expect(upload.body).toContain(SUSPENDED);
  });

  it('still reads and keeps its reading list', async () => {
    expect(await ask(BOOKMARK, { id: post.id }, suspended.actor)).toBe('ok');
    const page = await get(pathOf(post, writer.user), suspended.actor);
    expect(page.statusCode).toBe(200);
  });
});

describe('a response the story’s author hid', () => {
  let author: { user: UserRow; actor: Actor };
  let responder: { user: UserRow; actor: Actor };
  let other: { user: UserRow; actor: Actor };
  let response: PostRow;

  beforeAll(async () => {
    author = await person();
    responder = await person();
    other = await person();
    const parent = await story(author.user.id);
    const id = await respond(parent.id, 'Something the author hid.', responder.actor);
    expect(await ask(HIDE, { parent: parent.id, response: id }, author.actor)).toBe('ok');
    const [row] = await testApp.database.db.select().from(posts).where(eq(posts.id, id));
    if (!row) throw new Error('no response');
    response = row;
  });

  const typenameFor = async (as: Actor) => {
    const { body } = await testApp.graphql<{ postResult: { __typename: string } }>(
      `query P($id: ID!) { postResult(id: $id) { __typename } }`,
      { variables: { id: response.id }, as },
    );
    return body.data?.postResult.__typename;
  };

  it('is not found by id, on its page or on AMP for anyone but the responder and that author', async () => {
    for (const as of [testApp.visitor(), other.actor]) {
      expect(await typenameFor(as)).toBe('NotFound');
      expect((await get(pathOf(response, responder.user), as)).statusCode).toBe(404);
      expect((await get(`/amp/p/${response.id}`, as)).statusCode).toBe(404);
    }
    for (const as of [responder.actor, author.actor]) {
      expect(await typenameFor(as)).toBe('Post');
      expect((await get(pathOf(response, responder.user), as)).statusCode).toBe(200);
    }
  });

  it('leaves the responder’s Responses tab for others, and stays out of their feed', async () => {
    const tab = async (as: Actor) => {
      const { body } = await testApp.graphql<{
        user: { responseStories: { edges: Array<{ node: { id: string } }> } };
      }>(
        `query T($u: String!) { user(username: $u) { ... on User { responseStories(first: 10) { edges { node { id } } } } } }`,
        { variables: { u: responder.user.username }, as },
      );
      return body.data?.user.responseStories.edges.map((edge) => edge.node.id);
    };
    expect(await tab(testApp.visitor())).toEqual([]);
    expect(await tab(other.actor)).toEqual([]);
    expect(await tab(responder.actor)).toEqual([response.id]);
    const feed = await get(`/feed/@${responder.user.username}`);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toContain(response.id);
  });
});

describe('a public response to an unlisted story', () => {
  it('does not name the story to anyone but its author and the responder', async () => {
    const author = await person();
    const responder = await person();
    const parent = await story(author.user.id, { visibility: 'UNLISTED', title: 'Secret path' });
    const responseId = await respond(parent.id, 'A public answer.', responder.actor);
    const tab = async (as: Actor) => {
      const { body } = await testApp.graphql<{
        user: {
          responseStories: {
            edges: Array<{ node: { id: string; inResponseToPost: { id: string } | null } }>;
          };
        };
      }>(
        `query T($u: String!) { user(username: $u) { ... on User { responseStories(first: 10) {
          edges { node { id inResponseToPost { id title mediumUrl } } } } } } }`,
        { variables: { u: responder.user.username }, as },
      );
      return body.data?.user.responseStories.edges.map((edge) => edge.node);
    };
    expect(await tab(testApp.visitor())).toEqual([{ id: responseId, inResponseToPost: null }]);
    const named = await tab(author.actor);
    expect(named?.[0]?.inResponseToPost?.id).toBe(parent.id);
    const own = await tab(responder.actor);
    expect(own?.[0]?.inResponseToPost?.id).toBe(parent.id);
    // Its own page does not hand the link on either.
    const { body } = await testApp.graphql<{ postResult: { inResponseToPost: unknown } }>(
      `query P($id: ID!) { postResult(id: $id) { ... on Post { inResponseToPost { id } } } }`,
      { variables: { id: responseId } },
    );
    expect(body.data?.postResult.inResponseToPost).toBeNull();
  });
});

describe('a reader the author blocked', () => {
  it('is refused with 403 on the page and on AMP alike', async () => {
    const author = await person();
    const blocked = await person();
    const post = await story(author.user.id);
    const block = `mutation B($me: ID!, $id: ID!) { blockUser(userId: $me, targetUserId: $id) { id } }`;
    expect(await ask(block, { me: author.user.id, id: blocked.user.id }, author.actor)).toBe('ok');
    const page = await get(pathOf(post, author.user), blocked.actor);
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('You can’t read this story: its author has blocked you.');
    expect((await get(`/amp/p/${post.id}`, blocked.actor)).statusCode).toBe(403);
  });
});

describe('a reader the author blocked, acting on the story', () => {
  it('may not bookmark or highlight it, by GraphQL or REST, as it may not clap', async () => {
    const author = await person();
    const blocked = await person();
    const post = await story(author.user.id);
    const block = `mutation B($me: ID!, $id: ID!) { blockUser(userId: $me, targetUserId: $id) { id } }`;
    expect(await ask(block, { me: author.user.id, id: blocked.user.id }, author.actor)).toBe('ok');
    const as = blocked.actor;
    const saveRefused = 'You cannot save this story: its author has blocked you.';
    const highlightRefused = 'You cannot highlight this story: its author has blocked you.';
    expect(await ask(CLAP, { postId: post.id }, as)).toBe(
      'FORBIDDEN: You cannot clap for this story: its author has blocked you.',
    );
    expect(await ask(BOOKMARK, { id: post.id }, as)).toBe(`FORBIDDEN: ${saveRefused}`);
    expect(await ask(CREATE_QUOTE, { postId: post.id, ...PASSAGE }, as)).toBe(
      `FORBIDDEN: ${highlightRefused}`,
    );
    const rest = (url: string, payload: unknown) =>
      testApp.request({
        method: 'POST',
        url,
        headers: { 'x-xsrf-token': as.xsrfToken, 'content-type': 'application/json' },
        cookies: as.cookies,
        payload: JSON.stringify(payload),
      });
    const bookmark = await rest(`/_/bookmark/p/${post.id}`, {});
    expect(bookmark.statusCode).toBe(403);
    expect(bookmark.json()).toEqual({ error: 'Forbidden', message: saveRefused });
    const highlight = await rest(`/_/p/${post.id}/quotes/create`, {
      paragraphName: PASSAGE.name,
      startOffset: PASSAGE.start,
      endOffset: PASSAGE.end,
    });
    expect(highlight.statusCode).toBe(403);
    expect(highlight.json()).toEqual({ error: 'Forbidden', message: highlightRefused });
    const db = testApp.database.db;
    expect(await db.select().from(quotes).where(eq(quotes.postId, post.id))).toEqual([]);
    expect(await db.select().from(readingList).where(eq(readingList.postId, post.id))).toEqual([]);
  });
});

describe('the story behind a highlight, a note or a notification', () => {
  it('is named only while the viewer may read it: not once its author is suspended or blocks them', async () => {
    const author = await person();
    const reader = await person();
    const post = await story(author.user.id);
    const on = { postId: post.id, ...PASSAGE };
    const quote = await testApp.graphql<{ createQuote: { id: string } }>(CREATE_QUOTE, {
      variables: on,
      as: reader.actor,
    });
    const note = await testApp.graphql<{ createNote: { id: string } }>(CREATE_NOTE, {
      variables: on,
      as: reader.actor,
    });
    const quoteId = quote.body.data?.createQuote.id;
    const noteId = note.body.data?.createNote.id;
    const storyOf = async () => {
      const { body } = await testApp.graphql<{
        viewerQuote: { post: { id: string } | null } | null;
        note: { post?: { id: string } | null };
      }>(
        `query S($q: ID!, $n: ID!) {
          viewerQuote(id: $q) { post { id } }
          note(id: $n) { ... on Note { post { id } } }
        }`,
        { variables: { q: quoteId, n: noteId }, as: reader.actor },
      );
      return { quote: body.data?.viewerQuote?.post ?? null, note: body.data?.note.post ?? null };
    };
    expect(await storyOf()).toEqual({ quote: { id: post.id }, note: { id: post.id } });
    const block = `mutation B($me: ID!, $id: ID!) { blockUser(userId: $me, targetUserId: $id) { id } }`;
    expect(await ask(block, { me: author.user.id, id: reader.user.id }, author.actor)).toBe('ok');
    expect(await storyOf()).toEqual({ quote: null, note: null });
  });

  it('does not name a response whose writer is suspended in the author’s notifications', async () => {
    const author = await person();
    const responder = await person();
    const post = await story(author.user.id);
    const responseId = await respond(post.id, 'An answer.', responder.actor);
    const responsePosts = async () => {
      const { body } = await testApp.graphql<{
        notificationsConnection: { notifications: Array<{ responsePost: { id: string } | null }> };
      }>(`query { notificationsConnection { notifications { responsePost { id } } } }`, {
        as: author.actor,
      });
      return body.data?.notificationsConnection.notifications.map((n) => n.responsePost?.id);
    };
    expect(await responsePosts()).toContain(responseId);
    await testApp.database.db
      .update(users)
      .set({ isSuspended: true })
      .where(eq(users.id, responder.user.id));
    expect(await responsePosts()).not.toContain(responseId);
  });
});
