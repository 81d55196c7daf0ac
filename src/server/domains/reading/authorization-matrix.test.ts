import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@server/lib/ids';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import {
  CREATE_NOTE,
  CREATE_QUOTE,
  DELETE_NOTE,
  DELETE_QUOTE,
  HIDE,
  NOTE,
  PUBLISH_RESPONSE,
  REPLY,
  UNHIDE,
  UPDATE_NOTE,
  responseContent,
} from '@server/test/kits/conversation-kit';
import {
  ask,
  buildScene,
  ownerView,
  post,
  storedRows,
  summary,
} from '@server/test/kits/authorization-kit';
import type { Answer, Scene } from '@server/test/kits/authorization-kit';
import {
  CLAP,
  READING_LIST,
  READING_HISTORY,
  UNCLAP,
  listMutation,
} from '@server/test/kits/reading-kit';

/**
 * Issue 5's authorisation matrix. Ann (a reader) owns claps, a reading list,
 * history, highlights, notes and responses on Ada's stories; Ada owns a draft
 * and a story she unpublished after Ann reacted to it. Eve (another user) and
 * a logged-out visitor try every query and mutation on those objects: they
 * get no data, change nothing (read back as Ada and Ann, and row by row in the
 * database), and their answer for a real id is the answer for a random one.
 */

let testApp: TestApp;
let scene: Scene;
let baseline: Awaited<ReturnType<typeof snapshot>>;

const snapshot = async () => ({
  asOwners: await ownerView(testApp, scene),
  stored: await storedRows(testApp.database.db, scene.stranger.id),
});

beforeAll(async () => {
  testApp = await createTestApp();
  scene = await buildScene(testApp);
  baseline = await snapshot();
});

afterAll(async () => {
  await testApp.close();
});

type Act = (as: Actor, id: string) => Promise<Answer>;

const gql =
  (document: string, variables: (id: string) => Record<string, unknown>): Act =>
  (as, id) =>
    ask(testApp, as, document, variables(id));

const PASSAGE = { name: 'n1', start: 4, end: 9 };
const POST_FIELD = (field: string) => `query F($id: ID!) {
  postResult(id: $id) { __typename ... on NotFound { message } ... on Post { ${field} } }
}`;

const STORY_NOT_FOUND = 'NOT_FOUND: Story not found.';
const POST_NOT_FOUND = 'NOT_FOUND: Post not found.';
const SIGN_IN = 'UNAUTHORIZED: You must be signed in.';
const NO_POST = '{"postResult":{"__typename":"NotFound","message":"Post not found."}}';

const ops = {
  clap: gql(CLAP, (postId) => ({ postId, count: 1 })),
  unclap: gql(UNCLAP, (postId) => ({ postId })),
  voters: gql(POST_FIELD('voters { edges { clapCount node { id } } }'), (id) => ({ id })),
  bookmarkPost: gql(listMutation('bookmarkPost'), (id) => ({ id })),
  unbookmarkPost: gql(listMutation('unbookmarkPost'), (id) => ({ id })),
  archivePost: gql(listMutation('archivePost'), (id) => ({ id })),
  unarchivePost: gql(listMutation('unarchivePost'), (id) => ({ id })),
  removeFromReadingHistory: gql(
    `mutation R($id: ID!) { removeFromReadingHistory(postId: $id) }`,
    (id) => ({ id }),
  ),
  createQuote: gql(CREATE_QUOTE, (postId) => ({ postId, ...PASSAGE })),
  deleteQuote: gql(DELETE_QUOTE, (id) => ({ id })),
  viewerHighlights: gql(POST_FIELD('viewerHighlights { id quoteText }'), (id) => ({ id })),
  createNote: gql(CREATE_NOTE, (postId) => ({ postId, ...PASSAGE, content: 'Mine now.' })),
  updateNote: gql(UPDATE_NOTE, (id) => ({ id, content: 'Rewritten.' })),
  deleteNote: gql(DELETE_NOTE, (id) => ({ id })),
  replyToNote: gql(REPLY, (id) => ({ id, content: 'Let me in.' })),
  note: gql(NOTE, (id) => ({ id })),
  privateNotes: gql(POST_FIELD('privateNotes { id content }'), (id) => ({ id })),
  postResponses: gql(
    POST_FIELD('postResponses { count responsesConnection { items { postId isHidden } } }'),
    (id) => ({ id }),
  ),
  publishResponse: gql(PUBLISH_RESPONSE, (to) => ({ to, content: responseContent('Hello.') })),
  hide: gql(HIDE, (response) => ({ parent: scene.live.id, response })),
  unhide: gql(UNHIDE, (response) => ({ parent: scene.live.id, response })),
  restBookmark: (as: Actor, id: string) => post(testApp, as, `/_/bookmark/p/${id}`),
  restVote: (as: Actor, id: string) => post(testApp, as, `/_/vote/p/${id}`, { count: 1 }),
} satisfies Record<string, Act>;

interface Row {
  op: keyof typeof ops;
  /** Ann's or Ada's private object the call names. */
  target: string;
  id: (scene: Scene) => string;
  /** What another signed-in user is told, and what a logged-out visitor is told. */
  stranger: string;
  visitor: string;
}

const draft = (s: Scene) => s.draft.id;
const unpublished = (s: Scene) => s.unpublished.id;
const THE_DRAFT = "Ada's draft";
const THE_UNPUBLISHED = "Ada's unpublished story with Ann's claps, list entry, highlight and note";

// prettier-ignore
const NAMED_OBJECTS: Row[] = [
  { op: 'clap', target: THE_DRAFT, id: draft, stranger: STORY_NOT_FOUND, visitor: SIGN_IN },
  { op: 'clap', target: THE_UNPUBLISHED, id: unpublished, stranger: STORY_NOT_FOUND, visitor: SIGN_IN },
  { op: 'unclap', target: THE_UNPUBLISHED, id: unpublished, stranger: STORY_NOT_FOUND, visitor: SIGN_IN },
  { op: 'voters', target: THE_UNPUBLISHED, id: unpublished, stranger: NO_POST, visitor: NO_POST },
  { op: 'bookmarkPost', target: THE_DRAFT, id: draft, stranger: STORY_NOT_FOUND, visitor: SIGN_IN },
  { op: 'bookmarkPost', target: THE_UNPUBLISHED, id: unpublished, stranger: STORY_NOT_FOUND, visitor: SIGN_IN },
  { op: 'unbookmarkPost', target: THE_UNPUBLISHED, id: unpublished, stranger: STORY_NOT_FOUND, visitor: SIGN_IN },
  { op: 'archivePost', target: THE_UNPUBLISHED, id: unpublished, stranger: STORY_NOT_FOUND, visitor: SIGN_IN },
  { op: 'unarchivePost', target: THE_UNPUBLISHED, id: unpublished, stranger: STORY_NOT_FOUND, visitor: SIGN_IN },
  { op: 'restBookmark', target: THE_DRAFT, id: draft, stranger: '404 NotFound: Story not found.', visitor: '401 Unauthorized: You must be signed in.' },
  { op: 'restBookmark', target: THE_UNPUBLISHED, id: unpublished, stranger: '404 NotFound: Story not found.', visitor: '401 Unauthorized: You must be signed in.' },
  { op: 'restVote', target: THE_DRAFT, id: draft, stranger: '404 NotFound: Story not found.', visitor: '401 Unauthorized: You must be signed in.' },
  { op: 'restVote', target: THE_UNPUBLISHED, id: unpublished, stranger: '404 NotFound: Story not found.', visitor: '401 Unauthorized: You must be signed in.' },
  { op: 'removeFromReadingHistory', target: "Ann's history entry", id: (s) => s.live.id, stranger: '{"removeFromReadingHistory":true}', visitor: SIGN_IN },
  { op: 'createQuote', target: THE_DRAFT, id: draft, stranger: POST_NOT_FOUND, visitor: SIGN_IN },
  { op: 'createQuote', target: THE_UNPUBLISHED, id: unpublished, stranger: POST_NOT_FOUND, visitor: SIGN_IN },
  { op: 'deleteQuote', target: "Ann's highlight", id: (s) => s.quoteId, stranger: 'NOT_FOUND: Highlight not found.', visitor: SIGN_IN },
  { op: 'viewerHighlights', target: THE_UNPUBLISHED, id: unpublished, stranger: NO_POST, visitor: NO_POST },
  { op: 'createNote', target: THE_DRAFT, id: draft, stranger: POST_NOT_FOUND, visitor: SIGN_IN },
  { op: 'createNote', target: THE_UNPUBLISHED, id: unpublished, stranger: POST_NOT_FOUND, visitor: SIGN_IN },
  { op: 'updateNote', target: "Ann's note", id: (s) => s.noteId, stranger: 'NOT_FOUND: Note not found.', visitor: SIGN_IN },
  { op: 'deleteNote', target: "Ann's note", id: (s) => s.noteId, stranger: 'NOT_FOUND: Note not found.', visitor: SIGN_IN },
  { op: 'replyToNote', target: "Ann's note", id: (s) => s.noteId, stranger: 'NOT_FOUND: Note not found.', visitor: SIGN_IN },
  { op: 'replyToNote', target: "Ann's note on the unpublished story", id: (s) => s.unpublishedNoteId, stranger: 'NOT_FOUND: Note not found.', visitor: SIGN_IN },
  { op: 'note', target: "Ann's note", id: (s) => s.noteId, stranger: '{"note":{"__typename":"NotFound","message":"Note not found."}}', visitor: '{"note":{"__typename":"NotFound","message":"Note not found."}}' },
  { op: 'note', target: "Ann's note on the unpublished story", id: (s) => s.unpublishedNoteId, stranger: '{"note":{"__typename":"NotFound","message":"Note not found."}}', visitor: '{"note":{"__typename":"NotFound","message":"Note not found."}}' },
  { op: 'privateNotes', target: THE_UNPUBLISHED, id: unpublished, stranger: NO_POST, visitor: NO_POST },
  { op: 'postResponses', target: THE_DRAFT, id: draft, stranger: NO_POST, visitor: NO_POST },
  { op: 'publishResponse', target: THE_DRAFT, id: draft, stranger: POST_NOT_FOUND, visitor: SIGN_IN },
  { op: 'publishResponse', target: THE_UNPUBLISHED, id: unpublished, stranger: POST_NOT_FOUND, visitor: SIGN_IN },
  { op: 'hide', target: "Ann's response on Ada's story", id: (s) => s.responseId, stranger: 'NOT_FOUND: Response not found.', visitor: SIGN_IN },
  { op: 'unhide', target: "Ann's response Ada hid", id: (s) => s.hiddenResponseId, stranger: 'NOT_FOUND: Response not found.', visitor: SIGN_IN },
];

const ACTORS: Array<
  ['another user' | 'a logged-out visitor', () => Actor, 'stranger' | 'visitor']
> = [
  ['another user', () => scene.strangerActor, 'stranger'],
  ['a logged-out visitor', () => testApp.visitor(), 'visitor'],
];

describe.each(ACTORS)('%s, naming a private object', (_, actor, column) => {
  it.each(NAMED_OBJECTS)(
    '$op on $target: told the same as for a missing one, and nothing changes',
    async (row) => {
      const real = await ops[row.op](actor(), row.id(scene));
      const missing = await ops[row.op](actor(), newId());
      expect(summary(real)).toBe(row[column]);
      expect(real).toEqual(missing);
      expect(await snapshot()).toEqual(baseline);
    },
  );
});

describe('the response’s own writer', () => {
  it('cannot hide or unhide it on the parent story: only the story’s author can', async () => {
    for (const [act, id] of [
      [ops.hide, scene.responseId],
      [ops.unhide, scene.hiddenResponseId],
    ] as const) {
      const real = await act(scene.readerActor, id);
      expect(summary(real)).toBe('NOT_FOUND: Response not found.');
      expect(real).toEqual(await act(scene.readerActor, newId()));
    }
    expect(await snapshot()).toEqual(baseline);
  });
});

/** Lists that could hold Ann's things: another user's copy is the list as if they did not exist. */
const EMPTY_LIST = {
  postPreviews: [],
  savedCount: 0,
  archivedCount: 0,
  pageInfo: { hasNextPage: false, endCursor: null },
};
const USER_HIGHLIGHTS = `query U($username: String!) {
  userHighlights(username: $username, first: 50) { edges { node { id postId } } }
}`;

describe('another user reading lists that hold Ann’s private things', () => {
  const as = () => scene.strangerActor;

  it.each(['SAVED', 'ARCHIVED', 'RECENT', 'HIGHLIGHTS'])(
    'readingList(%s) is their own',
    async (type) => {
      const answer = await ask(testApp, as(), READING_LIST, { type, first: 50 });
      expect(answer.body).toEqual({ data: { readingList: EMPTY_LIST } });
    },
  );

  it('readingHistory is their own', async () => {
    const answer = await ask(testApp, as(), READING_HISTORY, { first: 50 });
    expect(answer.body).toEqual({
      data: { readingHistory: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } },
    });
  });

  it('viewerQuotes is their own', async () => {
    const answer = await ask(testApp, as(), `query { viewerQuotes { edges { node { id } } } }`, {});
    expect(answer.body).toEqual({ data: { viewerQuotes: { edges: [] } } });
  });

  it('userHighlights shows Ann’s highlights on public live stories only', async () => {
    for (const actor of [as(), testApp.visitor()]) {
      const answer = await ask(testApp, actor, USER_HIGHLIGHTS, {
        username: scene.reader.username,
      });
      expect(answer.body).toEqual({
        data: {
          userHighlights: { edges: [{ node: { id: scene.quoteId, postId: scene.live.id } }] },
        },
      });
    }
  });

  it.each([
    ['viewerHighlights', 'viewerHighlights { id quoteText }', { viewerHighlights: [] }],
    ['privateNotes', 'privateNotes { id content }', { privateNotes: [] }],
  ])('Post.%s of a live story holds none of Ann’s', async (_, field, expected) => {
    for (const actor of [as(), testApp.visitor()]) {
      const answer = await ask(testApp, actor, POST_FIELD(field), { id: scene.live.id });
      expect(answer.body).toEqual({ data: { postResult: { __typename: 'Post', ...expected } } });
    }
  });

  it('postResponses leaves out the response Ada hid, in the items and the count', async () => {
    for (const actor of [as(), testApp.visitor()]) {
      const answer = await ops.postResponses(actor, scene.live.id);
      expect(answer.body).toEqual({
        data: {
          postResult: {
            __typename: 'Post',
            postResponses: {
              count: 1,
              responsesConnection: { items: [{ postId: scene.responseId, isHidden: false }] },
            },
          },
        },
      });
    }
  });
});

// prettier-ignore
const OWN_ONLY: Array<[string, Act, (scene: Scene) => string, string]> = [
  ['unclap on the live story Ann clapped for', ops.unclap, (s) => s.live.id, '{"unclap":{"acceptedCount":0,"clapCount":7,"viewerClapCount":0}}'],
  ['unbookmarkPost on the story Ann saved', ops.unbookmarkPost, (s) => s.live.id, ''],
  ['removeFromReadingHistory on the story Ann read', ops.removeFromReadingHistory, (s) => s.live.id, '{"removeFromReadingHistory":true}'],
  ['clearReadingHistory', gql(`mutation { clearReadingHistory }`, () => ({})), () => '', '{"clearReadingHistory":true}'],
];

describe('another user’s own-list mutations on a story Ann reacted to', () => {
  it.each(OWN_ONLY)('%s touches only their own', async (_, act, id, expected) => {
    const answer = await act(scene.strangerActor, id(scene));
    if (expected) expect(summary(answer)).toBe(expected);
    else expect((answer.body as { errors?: unknown }).errors).toBeUndefined();
    expect(await snapshot()).toEqual(baseline);
  });
});
