import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostRow } from '@server/db/schema/posts';
import { userBlocks } from '@server/db/schema/social';
import type { UserRow } from '@server/db/schema/users';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

/**
 * Every transport asks the access room, so they agree. For each kind of
 * viewer and each state of a story, the story page, its AMP version, the
 * site's RSS feed, GraphQL's postResult, and clapping by REST (/_/vote) and by
 * GraphQL answer as this table says. Expected values are literals, row by row.
 */

const STATES = ['published', 'unlisted', 'draft', 'authorSuspended', 'removed'] as const;
type State = (typeof STATES)[number];
const VIEWERS = ['visitor', 'reader', 'staff', 'author', 'blocked'] as const;
type ViewerKind = (typeof VIEWERS)[number];

/** What reading answers: the PostResult type and the page's HTTP status. */
type Read = [typename: string, status: number];
const ANYONE: Record<State, Read> = {
  published: ['Post', 200],
  unlisted: ['Post', 200],
  draft: ['NotFound', 404],
  authorSuspended: ['AccountSuspended', 410],
  removed: ['RemovedByUser', 410],
};
const READ: Record<ViewerKind, Record<State, Read>> = {
  visitor: ANYONE,
  reader: ANYONE,
  staff: ANYONE,
  author: { ...ANYONE, draft: ['Post', 200] },
  blocked: {
    published: ['Blocked', 403],
    unlisted: ['Blocked', 403],
    draft: ['NotFound', 404],
    authorSuspended: ['Blocked', 403],
    removed: ['RemovedByUser', 410],
  },
};

/** Clapping once: the HTTP status REST answers, and the one GraphQL's error carries. */
const CLAP_BY_READER: Record<State, number> = {
  published: 200,
  unlisted: 200,
  draft: 404,
  authorSuspended: 404,
  removed: 404,
};
const CLAP: Record<ViewerKind, Record<State, number>> = {
  visitor: { published: 401, unlisted: 401, draft: 401, authorSuspended: 401, removed: 401 },
  reader: CLAP_BY_READER,
  staff: CLAP_BY_READER,
  // Nobody claps for their own story; a suspended author takes no action at all.
  author: { published: 400, unlisted: 400, draft: 404, authorSuspended: 403, removed: 404 },
  blocked: { published: 403, unlisted: 403, draft: 404, authorSuspended: 404, removed: 404 },
};

/** Only live public stories are in the site's feed, whoever asks for it. */
const IN_FEED: Record<State, boolean> = {
  published: true,
  unlisted: false,
  draft: false,
  authorSuspended: false,
  removed: false,
};

let testApp: TestApp;
const stories = {} as Record<State, { post: PostRow; author: UserRow; authorActor: Actor }>;
const actors = {} as Record<Exclude<ViewerKind, 'author'>, Actor>;

async function storyIn(state: State) {
  const db = testApp.database.db;
  const author = await buildUser(db, { isSuspended: state === 'authorSuspended' });
  const post = await buildPost(db, {
    creatorId: author.id,
    title: `A ${state} story`,
    visibility: state === 'unlisted' ? 'UNLISTED' : 'PUBLIC',
    status: state === 'draft' ? 'DRAFT' : 'PUBLISHED',
    ...(state === 'removed' ? { deletedAt: new Date() } : {}),
  });
  return { post, author, authorActor: await testApp.signIn(author.id) };
}

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: 'https://quire.test' });
  const db = testApp.database.db;
  for (const state of STATES) stories[state] = await storyIn(state);
  const [reader, staff, blocked] = [
    await buildUser(db),
    await buildUser(db, { isStaff: true }),
    await buildUser(db),
  ];
  for (const { author } of Object.values(stories))
    await db.insert(userBlocks).values({ blockerId: author.id, blockedId: blocked.id });
  actors.visitor = testApp.visitor();
  actors.reader = await testApp.signIn(reader.id);
  actors.staff = await testApp.signIn(staff.id);
  actors.blocked = await testApp.signIn(blocked.id);
});

afterAll(async () => {
  await testApp.close();
});

const actorFor = (kind: ViewerKind, state: State) =>
  kind === 'author' ? stories[state].authorActor : actors[kind];

const get = (url: string, as: Actor) =>
  testApp.request({ method: 'GET', url, cookies: as.cookies });

async function graphqlRead(id: string, as: Actor): Promise<string> {
  const result = await testApp.graphql<{ postResult: { __typename: string } }>(
    `query P($id: ID!) { postResult(id: $id) { __typename } }`,
    { variables: { id }, as },
  );
  expect(result.body.errors).toBeUndefined();
  return result.body.data?.postResult.__typename ?? '';
}

const STATUS_OF_CODE: Record<string, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
};

async function graphqlClap(postId: string, as: Actor): Promise<number> {
  const result = await testApp.graphql(
    `mutation C($postId: ID!) { clap(postId: $postId, count: 1) { clapCount } }`,
    { variables: { postId }, as },
  );
  const code = result.body.errors?.[0]?.extensions?.code;
  if (code === undefined) return 200;
  return typeof code === 'string' ? (STATUS_OF_CODE[code] ?? 500) : 500;
}

async function restClap(postId: string, as: Actor): Promise<number> {
  const response = await testApp.request({
    method: 'POST',
    url: `/_/vote/p/${postId}`,
    headers: { 'x-xsrf-token': as.xsrfToken, 'content-type': 'application/json' },
    cookies: as.cookies,
    payload: { count: 1 },
  });
  return response.statusCode;
}

describe.each(VIEWERS)('a %s', (kind) => {
  it.each(STATES)('reads a %s story alike on the page, AMP, GraphQL and RSS', async (state) => {
    const { post, author } = stories[state];
    const as = actorFor(kind, state);
    const [typename, status] = READ[kind][state];
    expect(await graphqlRead(post.id, as)).toBe(typename);
    const page = await get(`/@${author.username}/${post.slug}-${post.id}`, as);
    expect(page.statusCode).toBe(status);
    // Drafts have no AMP version, not even for their author.
    const amp = await get(`/amp/p/${post.id}`, as);
    expect(amp.statusCode).toBe(state === 'draft' ? 404 : status);
    const feed = await get('/feed', as);
    expect(feed.statusCode).toBe(200);
    expect(feed.body.includes(post.id)).toBe(IN_FEED[state]);
  });

  it.each(STATES)('claps for a %s story alike by REST and GraphQL', async (state) => {
    const { post } = stories[state];
    const as = actorFor(kind, state);
    expect(await restClap(post.id, as)).toBe(CLAP[kind][state]);
    expect(await graphqlClap(post.id, as)).toBe(CLAP[kind][state]);
  });
});
