import { and, eq } from 'drizzle-orm';
import { newId } from '@server/lib/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@server/db/schema/notifications';
import { posts } from '@server/db/schema/posts';
import { collectionInvitations } from '@server/db/schema/publications';
import { countStatements } from '@server/db/statement-counter';
import { buildPost, buildUser } from '@server/test/factories';
import { startMailbox } from '@server/test/kits/mailbox-kit';
import type { Mailbox } from '@server/test/kits/mailbox-kit';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

let testApp: TestApp;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  testApp = await createTestApp({ SMTP_URL: mailbox.smtpUrl });
});
afterAll(async () => {
  await testApp.close();
  await mailbox.close();
});

const CREATE = `mutation($input: NewPublicationInput!) { createPublication(input: $input) { id slug name description viewerIsEditor viewerRole } }`;
const INVITE = `mutation($c: ID!, $u: String!, $r: PublicationRole!) { inviteToPublication(collectionId: $c, invitee: $u, role: $r) { id state } }`;
const ANSWER = `mutation($t: String!, $a: Boolean!) { answerPublicationInvitation(token: $t, accept: $a) { id viewerRole viewerIsEditor } }`;
const SUBMIT = `mutation($c: ID!, $p: ID!, $now: Boolean) { submitStoryToPublication(collectionId: $c, postId: $p, submitNow: $now) { id statusForCollection pendingCollection { id } } }`;
const PUBLISH = `mutation($p: ID!) { publishPost(postId: $p, input: {}) { status statusForCollection mediumUrl } }`;
const APPROVE = `mutation($p: ID!) { approveSubmission(postId: $p) { id statusForCollection mediumUrl collection { slug } } }`;

async function gql<T>(query: string, variables: Record<string, unknown>, as?: Actor) {
  const { body } = await testApp.graphql<T>(query, { variables, as });
  return body;
}

async function signedInPerson(overrides: { email?: string } = {}) {
  const user = await buildUser(testApp.database.db, overrides);
  return { user, actor: await testApp.signIn(user.id) };
}

/** The creator invites the writer, who accepts by the invitation's token (after `meanwhile`). */
async function joinAsWriter(
  collectionId: string,
  creator: Actor,
  writer: { user: { username: string }; actor: Actor },
  meanwhile?: () => Promise<unknown>,
) {
  const invited = await gql(
    INVITE,
    { c: collectionId, u: writer.user.username, r: 'WRITER' },
    creator,
  );
  expect(invited.errors).toBeUndefined();
  await meanwhile?.();
  const [row] = await testApp.database.db
    .select()
    .from(collectionInvitations)
    .where(eq(collectionInvitations.collectionId, collectionId));
  await gql(ANSWER, { t: row?.token, a: true }, writer.actor);
}

/** Publishes the story as `as`, which must be allowed to. */
async function publishedAs(postId: string, as: Actor) {
  const body = await gql<{ publishPost: Record<string, unknown> }>(PUBLISH, { p: postId }, as);
  expect(body.errors).toBeUndefined();
  return body.data?.publishPost;
}

const typesFor = async (recipientId: string) =>
  (
    await testApp.database.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.recipientId, recipientId))
  ).map((row) => row.type);

describe('creating a publication', () => {
  it('makes the viewer its creator, with the slug lower-cased', async () => {
    const { actor } = await signedInPerson();
    const body = await gql<{ createPublication: Record<string, unknown> }>(
      CREATE,
      { input: { name: 'The Garden', slug: 'The-Garden-Notes', tagline: 'Plants and people' } },
      actor,
    );
    expect(body.data?.createPublication).toMatchObject({
      slug: 'the-garden-notes',
      name: 'The Garden',
      description: 'Plants and people',
      viewerIsEditor: true,
      viewerRole: 'CREATOR',
    });
  });

  it('refuses reserved words, route segments, bad characters and taken slugs in any case', async () => {
    const { actor } = await signedInPerson();
    await gql(CREATE, { input: { name: 'First', slug: 'first-light' } }, actor);
    const cases: Array<[string, string]> = [
      ['me', 'That URL is reserved. Please choose another one.'],
      ['_', 'That URL is reserved. Please choose another one.'],
      ['tag', 'That URL is reserved. Please choose another one.'],
      ['topic', 'That URL is reserved. Please choose another one.'],
      ['search', 'That URL is reserved. Please choose another one.'],
      ['about', 'That URL is reserved. Please choose another one.'],
      ['trending', 'That URL is reserved. Please choose another one.'],
      ['publication-beta', 'That URL is reserved. Please choose another one.'],
      ['new-story', 'That URL is reserved. Please choose another one.'],
      [
        'no spaces',
        'Publication URLs may only contain lowercase letters, numbers and hyphens, and cannot start or end with a hyphen.',
      ],
      ['x', 'Publication URLs must be 2 to 50 characters long.'],
      ['FIRST-LIGHT', 'That URL is already taken. Please choose another one.'],
    ];
    for (const [slug, message] of cases) {
      const body = await gql(CREATE, { input: { name: 'Another', slug } }, actor);
      expect({ slug, message: body.errors?.[0]?.message }).toEqual({ slug, message });
    }
  });
});

describe("a publication's name", () => {
  it('follows the rule of every displayed name: nothing invisible or malformed in it', async () => {
    const { actor } = await signedInPerson();
    const refused = [
      ['Evil\u202Egnp.exe', 'Please remove the invisible control characters.'],
      ['Zero\u200Bwidth', 'Please remove the invisible control characters.'],
      ['Half \uD800 pair', 'Please remove the invisible control characters.'],
      ['   ', 'Give your publication a name.'],
      ['x'.repeat(101), 'Publication names may be at most 100 characters.'],
    ];
    for (const [name, message] of refused) {
      const body = await gql(CREATE, { input: { name, slug: `named-${newId()}` } }, actor);
      expect({ name, message: body.errors?.[0]?.message }).toEqual({ name, message });
    }
    const body = await gql<{ createPublication: { name: string } }>(
      CREATE,
      { input: { name: '  Night \n Notes 🌙 ', slug: `named-${newId()}` } },
      actor,
    );
    expect(body.data?.createPublication.name).toBe('Night Notes 🌙');
  });
});

describe('staff by invitation', () => {
  it('mails an e-mail invitation with a link that makes the reader an editor, who is told so', async () => {
    const creator = await signedInPerson();
    const { data } = await gql<{ createPublication: { id: string } }>(
      CREATE,
      { input: { name: 'Field Journal', slug: 'field-journal' } },
      creator.actor,
    );
    const collectionId = data?.createPublication.id;
    const invitee = await signedInPerson({ email: 'new.editor@example.com' });
    const invited = await gql(
      INVITE,
      { c: collectionId, u: 'New.Editor@example.com', r: 'EDITOR' },
      creator.actor,
    );
    expect(invited.errors).toBeUndefined();
    const mail = await mailbox.latest('new.editor@example.com');
    expect(mail.subject).toContain('Join Field Journal');
    const link = new URL(mail.links[0] ?? '');
    expect(link.pathname).toBe('/me/publications');
    const token = link.searchParams.get('invitation');
    const answered = await gql<{ answerPublicationInvitation: Record<string, unknown> }>(
      ANSWER,
      { t: token, a: true },
      invitee.actor,
    );
    expect(answered.data?.answerPublicationInvitation).toMatchObject({
      viewerRole: 'EDITOR',
      viewerIsEditor: true,
    });
    expect(await typesFor(invitee.user.id)).toContain('collection_editor_added');
    const again = await gql(ANSWER, { t: token, a: true }, invitee.actor);
    expect(again.errors?.[0]?.message).toBe('This invitation is no longer valid.');
  });
});

describe('a submission taken through review', () => {
  it('moves a published story under the publication, notifying each side, and redirects its old address', async () => {
    const creator = await signedInPerson();
    const writer = await signedInPerson();
    const { data } = await gql<{ createPublication: { id: string } }>(
      CREATE,
      { input: { name: 'Night Shift', slug: 'night-shift' } },
      creator.actor,
    );
    const collectionId = data?.createPublication.id ?? '';
    await joinAsWriter(collectionId, creator.actor, writer, () =>
      gql<{ viewerPublicationInvitations: Array<{ id: string }> }>(
        `{ viewerPublicationInvitations { id } }`,
        {},
        writer.actor,
      ).then((listed) => expect(listed.data?.viewerPublicationInvitations).toHaveLength(1)),
    );

    const draft = await buildPost(testApp.database.db, {
      creatorId: writer.user.id,
      status: 'DRAFT',
    });
    const added = await gql<{ submitStoryToPublication: Record<string, unknown> }>(
      SUBMIT,
      { c: collectionId, p: draft.id, now: false },
      writer.actor,
    );
    expect(added.data?.submitStoryToPublication).toMatchObject({
      statusForCollection: 'NOT_YET_SUBMITTED',
    });
    await gql(SUBMIT, { c: collectionId, p: draft.id, now: true }, writer.actor);
    expect(await typesFor(creator.user.id)).toContain('collection_draft_submitted');

    const story = await buildPost(testApp.database.db, {
      creatorId: writer.user.id,
      slug: 'a-night-walk',
    });
    const submitted = await gql<{ submitStoryToPublication: Record<string, unknown> }>(
      SUBMIT,
      { c: collectionId, p: story.id },
      writer.actor,
    );
    expect(submitted.data?.submitStoryToPublication).toMatchObject({
      statusForCollection: 'PENDING',
      pendingCollection: { id: collectionId },
    });
    expect(await typesFor(creator.user.id)).toContain('collection_post_submitted');

    const approved = await gql<{ approveSubmission: Record<string, unknown> }>(
      APPROVE,
      { p: story.id },
      creator.actor,
    );
    expect(approved.data?.approveSubmission).toMatchObject({
      statusForCollection: 'APPROVED',
      mediumUrl: `/night-shift/a-night-walk-${story.id}`,
      collection: { slug: 'night-shift' },
    });
    const writerHeard = await typesFor(writer.user.id);
    expect(writerHeard).toEqual(
      expect.arrayContaining(['collection_post_approved', 'collection_post_published']),
    );
    const old = await testApp.request({
      method: 'GET',
      url: `/@${writer.user.username}/a-night-walk-${story.id}`,
    });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/night-shift/a-night-walk-${story.id}`);
  });

  it("puts the creator's own story in at once, and the publication's New story publishes into it", async () => {
    const creator = await signedInPerson();
    const { data } = await gql<{ createPublication: { id: string } }>(
      CREATE,
      { input: { name: 'Own Press', slug: 'own-press' } },
      creator.actor,
    );
    const collectionId = data?.createPublication.id ?? '';
    const story = await buildPost(testApp.database.db, {
      creatorId: creator.user.id,
      slug: 'in-at-once',
    });
    const joined = await gql<{ submitStoryToPublication: Record<string, unknown> }>(
      SUBMIT,
      { c: collectionId, p: story.id },
      creator.actor,
    );
    expect(joined.data?.submitStoryToPublication).toMatchObject({
      statusForCollection: 'APPROVED',
      pendingCollection: null,
    });

    const draft = await buildPost(testApp.database.db, {
      creatorId: creator.user.id,
      status: 'DRAFT',
      slug: 'begun-for-it',
    });
    await gql(SUBMIT, { c: collectionId, p: draft.id, now: false }, creator.actor);
    expect(await publishedAs(draft.id, creator.actor)).toMatchObject({
      status: 'PUBLISHED',
      statusForCollection: 'APPROVED',
      mediumUrl: `/own-press/begun-for-it-${draft.id}`,
    });
  });

  it("lets an editor publish a writer's submitted draft, which approves it; the writer's own Publish approves nothing", async () => {
    const creator = await signedInPerson();
    const writer = await signedInPerson();
    const { data } = await gql<{ createPublication: { id: string } }>(
      CREATE,
      { input: { name: 'Review Desk', slug: 'review-desk' } },
      creator.actor,
    );
    const collectionId = data?.createPublication.id ?? '';
    await joinAsWriter(collectionId, creator.actor, writer);

    const draft = await buildPost(testApp.database.db, {
      creatorId: writer.user.id,
      status: 'DRAFT',
      slug: 'for-review',
    });
    const submitted = await gql<{ submitStoryToPublication: Record<string, unknown> }>(
      SUBMIT,
      { c: collectionId, p: draft.id },
      writer.actor,
    );
    expect(submitted.data?.submitStoryToPublication).toMatchObject({
      statusForCollection: 'PENDING',
    });

    expect(await publishedAs(draft.id, creator.actor)).toMatchObject({
      status: 'PUBLISHED',
      statusForCollection: 'APPROVED',
      mediumUrl: `/review-desk/for-review-${draft.id}`,
    });
    expect(await typesFor(writer.user.id)).toEqual(
      expect.arrayContaining(['collection_post_approved', 'collection_post_published']),
    );

    const own = await buildPost(testApp.database.db, {
      creatorId: writer.user.id,
      status: 'DRAFT',
    });
    await gql(SUBMIT, { c: collectionId, p: own.id }, writer.actor);
    const byWriter = await gql<{ publishPost: Record<string, unknown> }>(
      PUBLISH,
      { p: own.id },
      writer.actor,
    );
    expect(byWriter.data?.publishPost).toMatchObject({ statusForCollection: 'PENDING' });
  });

  it('lists the queue for editors with the same statements for 2 rows as for 10', async () => {
    const creator = await signedInPerson();
    const writer = await signedInPerson();
    const { data } = await gql<{ createPublication: { id: string; slug: string } }>(
      CREATE,
      { input: { name: 'Queue Test', slug: 'queue-test' } },
      creator.actor,
    );
    const collectionId = data?.createPublication.id ?? '';
    const db = testApp.database.db;
    for (let i = 0; i < 12; i += 1)
      await buildPost(db, {
        creatorId: writer.user.id,
        status: 'DRAFT',
        pendingCollectionId: collectionId,
        statusForCollection: 'PENDING',
        updatedAt: new Date(Date.now() - i * 60_000),
      });
    const QUEUE = `query($s: String!, $first: Int) { collectionBySlug(slug: $s) { submissions(first: $first) {
      edges { node { id title statusForCollection creator { id name } pendingCollection { id name viewerIsEditor } } }
      pageInfo { hasNextPage } } } }`;
    const measure = async (first: number) => {
      const { count, result } = await countStatements(() =>
        testApp.graphql<{
          collectionBySlug: {
            submissions: { edges: unknown[]; pageInfo: { hasNextPage: boolean } };
          };
        }>(QUEUE, { variables: { s: 'queue-test', first }, as: creator.actor }),
      );
      return { count, rows: result.body.data?.collectionBySlug.submissions.edges.length };
    };
    await measure(1); // the session's first request of the minute records it was seen
    const small = await measure(2);
    const large = await measure(10);
    expect(small.rows).toBe(2);
    expect(large.rows).toBe(10);
    expect(large.count).toBe(small.count);
    const pending = await db
      .select({ id: posts.id })
      .from(posts)
      .where(
        and(eq(posts.pendingCollectionId, collectionId), eq(posts.statusForCollection, 'PENDING')),
      );
    expect(pending).toHaveLength(12);
  });
});

describe('deleting a publication', () => {
  it('hands its stories back to their authors and answers its address with 410 Gone', async () => {
    const creator = await signedInPerson();
    const { data } = await gql<{ createPublication: { id: string } }>(
      CREATE,
      { input: { name: 'Short Lived', slug: 'short-lived' } },
      creator.actor,
    );
    const collectionId = data?.createPublication.id ?? '';
    const story = await buildPost(testApp.database.db, {
      creatorId: creator.user.id,
      collectionId,
      statusForCollection: 'APPROVED',
    });
    const deleted = await gql(
      `mutation($c: ID!) { deletePublication(collectionId: $c) }`,
      { c: collectionId },
      creator.actor,
    );
    expect(deleted.errors).toBeUndefined();
    const [after] = await testApp.database.db
      .select({ collectionId: posts.collectionId })
      .from(posts)
      .where(eq(posts.id, story.id));
    expect(after?.collectionId).toBeNull();
    const page = await testApp.request({ method: 'GET', url: '/Short-Lived' });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This publication has been deleted');
    const retaken = await gql(
      CREATE,
      { input: { name: 'Again', slug: 'short-lived' } },
      creator.actor,
    );
    expect(retaken.errors?.[0]?.message).toBe(
      'That URL is already taken. Please choose another one.',
    );
  });
});
