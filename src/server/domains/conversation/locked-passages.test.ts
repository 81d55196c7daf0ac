import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { CREATE_NOTE, CREATE_QUOTE, run, story } from '@server/test/kits/conversation-kit';

/**
 * A member-only story shows non-members its opening (three text paragraphs).
 * Highlights carry their paragraph's text, so nobody may reach the rest of the
 * story through them: not by highlighting or annotating a hidden paragraph,
 * nor through the top highlight members made.
 */

let testApp: TestApp;
let member: Actor;
let stranger: Actor;
let storyId: string;

const PARAGRAPHS = ['Title', 'One.', 'Two.', 'Three.', 'Four, for members.', 'Five, for members.'];
const HIDDEN = 'n4';
const UNKNOWN_PARAGRAPH = 'BAD_REQUEST: paragraphName: No paragraph of this story has that name.';

const TOP = `query T($id: ID!) { postResult(id: $id) { ... on Post { topHighlight { quoteText } } } }`;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const author = await buildUser(db);
  const memberRow = await buildUser(db, { memberAt: new Date() });
  member = await testApp.signIn(memberRow.id);
  stranger = await testApp.signIn((await buildUser(db)).id);
  const content = story(...PARAGRAPHS);
  storyId = (await buildPost(db, { creatorId: author.id, content, visibility: 'LOCKED' })).id;
  await run(testApp, CREATE_QUOTE, { postId: storyId, name: HIDDEN, start: 0, end: 4 }, member);
});

afterAll(async () => {
  await testApp.close();
});

const summary = (body: { errors?: Array<{ message: string; extensions?: { code?: unknown } }> }) =>
  body.errors?.[0] ? `${String(body.errors[0].extensions?.code)}: ${body.errors[0].message}` : 'ok';

describe('member-only passages in highlights and notes', () => {
  it.each([
    ['createQuote', CREATE_QUOTE, {}],
    ['createNote', CREATE_NOTE, { content: 'What comes next?' }],
  ])('%s on a hidden paragraph is refused like an unknown one', async (_, document, extra) => {
    const ask = async (name: string) =>
      summary(
        (
          await testApp.graphql(document, {
            variables: { postId: storyId, name, start: 0, end: 3, ...extra },
            as: stranger,
          })
        ).body,
      );
    expect(await ask(HIDDEN)).toBe(UNKNOWN_PARAGRAPH);
    expect(await ask('zzzz')).toBe(UNKNOWN_PARAGRAPH);
    expect(await ask('n2')).toBe('ok');
  });

  it('topHighlight never shows non-members a passage past the opening', async () => {
    const secondMember = await testApp.signIn(
      (await buildUser(testApp.database.db, { memberAt: new Date() })).id,
    );
    await run(
      testApp,
      CREATE_QUOTE,
      { postId: storyId, name: HIDDEN, start: 0, end: 4 },
      secondMember,
    );
    const top = async (as?: Actor) =>
      (
        await run<{ postResult: { topHighlight: { quoteText: string } | null } }>(
          testApp,
          TOP,
          { id: storyId },
          as,
        )
      ).postResult.topHighlight;
    expect(await top(member)).toEqual({ quoteText: 'Four' });
    expect(await top(stranger)).toBeNull();
    expect(await top()).toBeNull();
  });
});
