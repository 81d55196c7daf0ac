import type { Database } from '@server/db/client';
import { hiddenResponses, noteReplies, notes, quotes } from '@server/db/schema/conversation';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import { claps, postStats, readingHistory, readingList } from '@server/db/schema/reading';
import type { UserRow } from '@server/db/schema/users';
import { buildPost, buildUser } from '../factories';
import type { Actor, TestApp } from '../test-app';
import {
  CREATE_NOTE,
  CREATE_QUOTE,
  HIDE,
  NOTE,
  POST_NOTES,
  PUBLISH_RESPONSE,
  REPLY,
  RESPONSES,
  responseContent,
  run,
  story,
} from './conversation-kit';
import { UNPUBLISH } from './post-kit';
import { applyReadingEvents } from '@server/domains/reading';
import { POST_CLAPS, READING_HISTORY, READING_LIST, listMutation } from './reading-kit';

/**
 * The world of the authorisation matrix: a writer (Ada), a reader (Ann) who
 * owns private things on Ada's stories, and a stranger (Eve) who tries to
 * reach them. Every private object exists for real, so a refusal proves the
 * rule and not a missing fixture.
 */
export interface Scene {
  author: UserRow;
  reader: UserRow;
  stranger: UserRow;
  authorActor: Actor;
  readerActor: Actor;
  strangerActor: Actor;
  /** Ada's draft, never published. */
  draft: PostRow;
  /** Ada's story, live, carrying Ann's claps, bookmark, history, highlight, note and responses. */
  live: PostRow;
  /** Ada's story Ann archived. */
  archived: PostRow;
  /** Ada's story Ann clapped, saved, highlighted, annotated and answered, then unpublished. */
  unpublished: PostRow;
  /** Ada's unlisted story Ann highlighted (not for her public highlights page). */
  unlisted: PostRow;
  /** Ann's highlight and note on the live story. */
  quoteId: string;
  noteId: string;
  /** Ann's note on the story that is now a draft. */
  unpublishedNoteId: string;
  /** Ann's response to the live story, and her second one, which Ada hid. */
  responseId: string;
  hiddenResponseId: string;
}

const TEXT = 'The quick brown fox jumps over the lazy dog.';
const PASSAGE = { name: 'n1', start: 4, end: 9 };

async function reactAsReader(testApp: TestApp, readerActor: Actor, post: PostRow) {
  await run(
    testApp,
    `mutation C($id: ID!) { clap(postId: $id, count: 7) { clapCount } }`,
    {
      id: post.id,
    },
    readerActor,
  );
  await run(testApp, listMutation('bookmarkPost'), { id: post.id }, readerActor);
  const quote = await run<{ createQuote: { id: string } }>(
    testApp,
    CREATE_QUOTE,
    { postId: post.id, ...PASSAGE },
    readerActor,
  );
  const note = await run<{ createNote: { id: string } }>(
    testApp,
    CREATE_NOTE,
    { postId: post.id, ...PASSAGE, content: 'Is this the right word?' },
    readerActor,
  );
  const respond = async (text: string) =>
    (
      await run<{ publishResponse: { id: string } }>(
        testApp,
        PUBLISH_RESPONSE,
        { to: post.id, content: responseContent(text) },
        readerActor,
      )
    ).publishResponse.id;
  return {
    quoteId: quote.createQuote.id,
    noteId: note.createNote.id,
    responseId: await respond('A fine story.'),
  };
}

export async function buildScene(testApp: TestApp): Promise<Scene> {
  const db = testApp.database.db;
  const [author, reader, stranger] = [
    await buildUser(db),
    await buildUser(db),
    await buildUser(db),
  ];
  const [authorActor, readerActor, strangerActor] = [
    await testApp.signIn(author.id),
    await testApp.signIn(reader.id),
    await testApp.signIn(stranger.id),
  ];
  const content = story('A story', TEXT);
  const draft = await buildPost(db, { creatorId: author.id, status: 'DRAFT', content });
  const live = await buildPost(db, { creatorId: author.id, content });
  const archived = await buildPost(db, { creatorId: author.id, content });
  const unpublished = await buildPost(db, { creatorId: author.id, content });
  const unlisted = await buildPost(db, { creatorId: author.id, content, visibility: 'UNLISTED' });

  const onLive = await reactAsReader(testApp, readerActor, live);
  const hiddenResponseId = (
    await run<{ publishResponse: { id: string } }>(
      testApp,
      PUBLISH_RESPONSE,
      { to: live.id, content: responseContent('Hidden words.') },
      readerActor,
    )
  ).publishResponse.id;
  await run(testApp, HIDE, { parent: live.id, response: hiddenResponseId }, authorActor);
  await run(testApp, REPLY, { id: onLive.noteId, content: 'Yes, it is.' }, authorActor);
  await run(testApp, listMutation('archivePost'), { id: archived.id }, readerActor);
  await run(testApp, CREATE_QUOTE, { postId: unlisted.id, ...PASSAGE }, readerActor);
  const onUnpublished = await reactAsReader(testApp, readerActor, unpublished);
  await run(testApp, UNPUBLISH, { postId: unpublished.id }, authorActor);
  await applyReadingEvents({
    db,
    userId: reader.id,
    events: [{ key: 'post.clientRead', data: { postId: live.id } }],
  });

  return {
    author,
    reader,
    stranger,
    authorActor,
    readerActor,
    strangerActor,
    draft,
    live,
    archived,
    unpublished,
    unlisted,
    quoteId: onLive.quoteId,
    noteId: onLive.noteId,
    unpublishedNoteId: onUnpublished.noteId,
    responseId: onLive.responseId,
    hiddenResponseId,
  };
}

const AUTHOR_VIEW = `query AuthorView($id: ID!) {
  postResult(id: $id) { ... on Post { id status clapCount responseCount
    voters { edges { clapCount node { id } } }
    privateNotes { id content replies { content } }
    postResponses { count responsesConnection { items { postId isHidden } } }
  } }
}`;

const VIEWER_QUOTES = `query Mine { viewerQuotes(first: 50) { edges { node { id postId quoteText } } } }`;

/** What Ada and Ann see of their own things, through the API. */
export async function ownerView(testApp: TestApp, scene: Scene) {
  const asAuthor = (id: string) => run(testApp, AUTHOR_VIEW, { id }, scene.authorActor);
  const asReader = <T>(query: string, variables: Record<string, unknown> = {}) =>
    run<T>(testApp, query, variables, scene.readerActor);
  return {
    draft: await asAuthor(scene.draft.id),
    live: await asAuthor(scene.live.id),
    unpublished: await asAuthor(scene.unpublished.id),
    readerClaps: await asReader(POST_CLAPS, { id: scene.live.id }),
    saved: await asReader(READING_LIST, { type: 'RECENT', first: 50 }),
    history: await asReader(READING_HISTORY, { first: 50 }),
    quotes: await asReader(VIEWER_QUOTES),
    note: await asReader(NOTE, { id: scene.noteId }),
    unpublishedNote: await asReader(NOTE, { id: scene.unpublishedNoteId }),
    notesOnLive: await asReader(POST_NOTES, { id: scene.live.id }),
    responses: await asReader(RESPONSES, { id: scene.live.id, limit: 50 }),
  };
}

const bySerialised = (rows: object[]) =>
  rows.map((row) => JSON.stringify(row)).sort((a, b) => a.localeCompare(b));

/**
 * Every row of the tables issue 5 writes to, except the stranger's own: a
 * stranger may change their own list or claps, never anyone else's.
 */
export async function storedRows(db: Database, strangerId: string) {
  const notMine = <T extends object>(rows: T[], owner: (row: T) => string | null) =>
    bySerialised(rows.filter((row) => owner(row) !== strangerId));
  return {
    posts: notMine(await db.select().from(posts), (row) => row.creatorId),
    claps: notMine(await db.select().from(claps), (row) => row.userId),
    postStats: bySerialised(await db.select().from(postStats)),
    readingList: notMine(await db.select().from(readingList), (row) => row.userId),
    readingHistory: notMine(await db.select().from(readingHistory), (row) => row.userId),
    quotes: notMine(await db.select().from(quotes), (row) => row.userId),
    notes: notMine(await db.select().from(notes), (row) => row.authorId),
    noteReplies: notMine(await db.select().from(noteReplies), (row) => row.authorId),
    hiddenResponses: bySerialised(await db.select().from(hiddenResponses)),
  };
}

/** A response as the caller could observe it: status and body, nothing else. */
export interface Answer {
  status: number;
  body: unknown;
}

export async function ask(
  testApp: TestApp,
  as: Actor,
  query: string,
  variables: Record<string, unknown>,
): Promise<Answer> {
  const response = await testApp.graphql(query, { variables, as });
  return { status: response.status, body: response.body };
}

export async function post(
  testApp: TestApp,
  as: Actor,
  url: string,
  payload: unknown = {},
): Promise<Answer> {
  const response = await testApp.request({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'x-xsrf-token': as.xsrfToken },
    cookies: as.cookies,
    payload: payload as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() };
}

/** One line a reader of the test can check: the refusal, or the data when there is no error. */
export function summary(answer: Answer): string {
  const body = answer.body as {
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
    data?: unknown;
    error?: string;
    message?: string;
  };
  if (body.errors?.[0]) return `${body.errors[0].extensions?.code}: ${body.errors[0].message}`;
  if (body.error) return `${answer.status} ${body.error}: ${body.message}`;
  return JSON.stringify(body.data);
}
