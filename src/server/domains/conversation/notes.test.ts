import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCollection, buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import {
  CREATE_NOTE,
  DELETE_NOTE,
  NOTE,
  POST_NOTES,
  REPLY,
  UPDATE_NOTE,
  codeOf,
  run,
  story,
} from '@server/test/kits/conversation-kit';

type NoteData = {
  id: string;
  content: string;
  quoteText: string;
  author: { id: string };
  replies: Array<{ id: string; content: string; author: { id: string } }>;
};

let testApp: TestApp;
let writer: Actor;
let author: Actor;
let editor: Actor;
let stranger: Actor;
let postId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const [w, a, e, s] = [
    await buildUser(db),
    await buildUser(db),
    await buildUser(db),
    await buildUser(db),
  ];
  const collection = await buildCollection(db, { creatorId: e.id });
  const post = await buildPost(db, {
    creatorId: a.id,
    collectionId: collection.id,
    content: story('Title', 'A sentence worth a private remark.'),
  });
  postId = post.id;
  writer = await testApp.signIn(w.id);
  author = await testApp.signIn(a.id);
  editor = await testApp.signIn(e.id);
  stranger = await testApp.signIn(s.id);
});
afterAll(() => testApp.close());

const createNote = async (content = 'Nice line.') =>
  (
    await run<{ createNote: NoteData }>(
      testApp,
      CREATE_NOTE,
      { postId, name: 'n1', start: 2, end: 10, content },
      writer,
    )
  ).createNote;

const notesOnPost = async (as?: Actor) =>
  (await run<{ postResult: { privateNotes: NoteData[] } }>(testApp, POST_NOTES, { id: postId }, as))
    .postResult.privateNotes;

const noteById = async (id: string, as?: Actor) =>
  (
    await run<{ note: NoteData & { __typename: string; message?: string } }>(
      testApp,
      NOTE,
      { id },
      as,
    )
  ).note;

describe('private notes: who can see them', () => {
  it('shows a note to its writer, the author and the publication editor only', async () => {
    const note = await createNote();
    expect(note).toMatchObject({ content: 'Nice line.', quoteText: 'sentence', replies: [] });
    for (const actor of [writer, author, editor]) {
      expect((await notesOnPost(actor)).map((n) => n.id)).toContain(note.id);
      expect(await noteById(note.id, actor)).toMatchObject({ __typename: 'Note', id: note.id });
    }
    for (const actor of [stranger, undefined]) {
      expect((await notesOnPost(actor)).map((n) => n.id)).not.toContain(note.id);
      expect(await noteById(note.id, actor)).toEqual({
        __typename: 'NotFound',
        message: 'Note not found.',
      });
    }
  });

  it("shows a reader's own notes but not another reader's", async () => {
    const note = await createNote();
    const own = await run<{ createNote: NoteData }>(
      testApp,
      CREATE_NOTE,
      { postId, name: 'n1', start: 0, end: 1, content: 'Mine.' },
      stranger,
    );
    const strangerSees = (await notesOnPost(stranger)).map((n) => n.id);
    expect(strangerSees).toContain(own.createNote.id);
    expect(strangerSees).not.toContain(note.id);
    expect((await notesOnPost(writer)).map((n) => n.id)).not.toContain(own.createNote.id);
    expect((await notesOnPost(author)).map((n) => n.id)).toContain(own.createNote.id);
  });

  it('keeps replies inside the conversation', async () => {
    const note = await createNote();
    await run(testApp, REPLY, { id: note.id, content: 'Thanks!' }, author);
    await run(testApp, REPLY, { id: note.id, content: 'Agreed.' }, editor);
    await run(testApp, REPLY, { id: note.id, content: 'Glad.' }, writer);
    const reply = await testApp.graphql(REPLY, {
      as: stranger,
      variables: { id: note.id, content: 'Me too' },
    });
    expect(codeOf(reply.body)).toBe('NOT_FOUND');
    expect(reply.body.errors?.[0]?.message).toBe('Note not found.');
    const seen = (await notesOnPost(writer)).find((n) => n.id === note.id);
    expect(seen?.replies.map((r) => [r.content, r.author.id])).toEqual([
      ['Thanks!', author.userId],
      ['Agreed.', editor.userId],
      ['Glad.', writer.userId],
    ]);
    // Nested paths reach nothing for a stranger either.
    const nested = await testApp.graphql<{ postResult: { privateNotes: NoteData[] } }>(POST_NOTES, {
      as: stranger,
      variables: { id: postId },
    });
    expect(JSON.stringify(nested.body)).not.toContain('Thanks!');
  });
});

describe('private notes: changes', () => {
  it('lets only the writer edit and delete', async () => {
    const note = await createNote();
    for (const actor of [author, editor, stranger]) {
      const edit = await testApp.graphql(UPDATE_NOTE, {
        as: actor,
        variables: { id: note.id, content: 'x' },
      });
      expect(codeOf(edit.body)).toBe('NOT_FOUND');
      const remove = await testApp.graphql(DELETE_NOTE, { as: actor, variables: { id: note.id } });
      expect(codeOf(remove.body)).toBe('NOT_FOUND');
    }
    const edited = await run<{ updateNote: NoteData }>(
      testApp,
      UPDATE_NOTE,
      { id: note.id, content: 'Changed my mind.' },
      writer,
    );
    expect(edited.updateNote.content).toBe('Changed my mind.');
    expect(await run(testApp, DELETE_NOTE, { id: note.id }, writer)).toEqual({ deleteNote: true });
    expect((await noteById(note.id, writer)).__typename).toBe('NotFound');
    expect((await notesOnPost(author)).map((n) => n.id)).not.toContain(note.id);
    const reply = await testApp.graphql(REPLY, {
      as: author,
      variables: { id: note.id, content: 'Late' },
    });
    expect(codeOf(reply.body)).toBe('NOT_FOUND');
  });

  it('limits notes and replies to 500 characters', async () => {
    const long = await testApp.graphql(CREATE_NOTE, {
      as: writer,
      variables: { postId, name: 'n1', start: 0, end: 1, content: 'x'.repeat(501) },
    });
    expect(long.body.errors?.[0]?.message).toBe('Notes can be at most 500 characters.');
    expect((await createNote('x'.repeat(500))).content).toHaveLength(500);
    const note = await createNote();
    const reply = await testApp.graphql(REPLY, {
      as: author,
      variables: { id: note.id, content: 'y'.repeat(501) },
    });
    expect(reply.body.errors?.[0]?.message).toBe('Replies can be at most 500 characters.');
    const empty = await testApp.graphql(UPDATE_NOTE, {
      as: writer,
      variables: { id: note.id, content: '   ' },
    });
    expect(empty.body.errors?.[0]?.message).toBe('Write something before saving the note.');
  });

  it('needs a signed-in writer', async () => {
    const response = await testApp.graphql(CREATE_NOTE, {
      variables: { postId, name: 'n1', start: 0, end: 1, content: 'x' },
    });
    expect(codeOf(response.body)).toBe('UNAUTHORIZED');
  });
});
