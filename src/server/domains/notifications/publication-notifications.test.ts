import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionInvitations } from '@server/db/schema/publications';
import { deliverDueNotificationEmails } from '@server/jobs/notification-email-worker';
import { createMailer } from '@server/mail/mailer';
import type { Mailer } from '@server/mail/mailer';
import { buildPost } from '@server/test/factories';
import { startMailbox } from '@server/test/kits/mailbox-kit';
import type { Mailbox } from '@server/test/kits/mailbox-kit';
import { listFor, person } from '@server/test/kits/notifications-kit';
import type { ListedNotification, Person } from '@server/test/kits/notifications-kit';
import { TEST_SECRET, createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { publicationTarget } from '@shared/notifications/publication-target';
import { fillSentence } from '@shared/notifications/sentences';

/**
 * Every publication notification of spec §9, end to end: the action over
 * GraphQL, the row it stores in the action's transaction, the sentence and
 * link the notification list shows, and the mail through a real SMTP server.
 */

const ORIGIN = 'https://quire.example';
const SLUG = 'night-shift-notes';
const NAME = 'Night Shift';

let testApp: TestApp;
let mailbox: Mailbox;
let mailer: Mailer;
let creator: Person;
let editor: Person;
let writer: Person;
let storyId = '';
let draftId = '';

async function gql<T>(query: string, variables: Record<string, unknown>, as: Actor) {
  const { body } = await testApp.graphql<T>(query, { variables, as });
  if (body.errors) throw new Error(body.errors[0]?.message);
  return body.data as T;
}

/** An invitation to `who`, accepted with the token its mail carries. */
async function join(collectionId: string, who: Person, role: 'EDITOR' | 'WRITER') {
  await gql(
    `mutation($c: ID!, $u: String!, $r: PublicationRole!) { inviteToPublication(collectionId: $c, invitee: $u, role: $r) { id } }`,
    { c: collectionId, u: who.user.username, r: role },
    creator.actor,
  );
  const [invitation] = await testApp.database.db
    .select({ token: collectionInvitations.token })
    .from(collectionInvitations)
    .where(eq(collectionInvitations.inviteeId, who.user.id));
  await gql(
    `mutation($t: String!) { answerPublicationInvitation(token: $t, accept: true) { id } }`,
    { t: invitation?.token },
    who.actor,
  );
}

const SUBMIT = `mutation($c: ID!, $p: ID!) { submitStoryToPublication(collectionId: $c, postId: $p) { id } }`;
const APPROVE = `mutation($p: ID!) { approveSubmission(postId: $p) { id } }`;

beforeAll(async () => {
  mailbox = await startMailbox();
  testApp = await createTestApp({ PUBLIC_URL: ORIGIN });
  mailer = createMailer({
    smtpUrl: mailbox.smtpUrl,
    from: 'Quire <noreply@quire.example>',
    outboxDir: '/tmp/quire-test-data/unused-outbox',
    log: () => {},
  });
  const db = testApp.database.db;
  creator = await person(testApp, 'Cora Creator');
  editor = await person(testApp, 'Eddie Editor');
  writer = await person(testApp, 'Wren Writer');

  const { createPublication } = await gql<{ createPublication: { id: string } }>(
    `mutation($input: NewPublicationInput!) { createPublication(input: $input) { id } }`,
    { input: { name: NAME, slug: SLUG } },
    creator.actor,
  );
  const collectionId = createPublication.id;
  await join(collectionId, editor, 'EDITOR');
  await join(collectionId, writer, 'WRITER');

  // A draft and a published story, each submitted by the writer.
  const draft = await buildPost(db, {
    creatorId: writer.user.id,
    status: 'DRAFT',
    title: 'A draft walk',
  });
  const story = await buildPost(db, {
    creatorId: writer.user.id,
    title: 'A night walk',
    slug: 'a-night-walk',
  });
  draftId = draft.id;
  storyId = story.id;
  await gql(SUBMIT, { c: collectionId, p: draft.id }, writer.actor);
  await gql(SUBMIT, { c: collectionId, p: story.id }, writer.actor);

  // The editor approves the published story; the creator approves the draft,
  // which its writer then publishes.
  await gql(APPROVE, { p: story.id }, editor.actor);
  await gql(APPROVE, { p: draft.id }, creator.actor);
  await gql(
    `mutation($p: ID!) { publishPost(postId: $p) { id status } }`,
    { p: draft.id },
    writer.actor,
  );

  // Ten readers follow the publication.
  for (let i = 0; i < 10; i += 1) {
    const reader = await person(testApp);
    await gql(
      `mutation($c: ID!) { followCollection(targetCollectionId: $c) { id } }`,
      { c: collectionId },
      reader.actor,
    );
  }

  await deliverDueNotificationEmails({
    db,
    mailer,
    secret: TEST_SECRET,
    origin: ORIGIN,
    productName: 'Quire',
  });
});

afterAll(async () => {
  mailer.close();
  await testApp.close();
  await mailbox.close();
});

/** What the notification list shows for a row: its sentence and where it leads. */
function shown(row: ListedNotification & { post: { mediumUrl?: string } | null }) {
  const collection = row.collection as { id: string; name: string; slug: string } | null;
  return {
    text: fillSentence(row.notificationType, {
      actor: row.actor?.name ?? '',
      post: row.post?.title ?? '',
      collection: collection?.name ?? '',
      milestone: String(row.milestoneArg ?? ''),
    }),
    link: publicationTarget(row.notificationType, collection) ?? row.post?.mediumUrl ?? null,
  };
}

async function rowOf(who: Person, type: string) {
  const rows = await listFor(testApp, who);
  const row = rows.find((item) => item.notificationType === type);
  expect(row, `${type} for ${who.user.name}`).toBeDefined();
  return shown(row as Parameters<typeof shown>[0]);
}

function mailTo(who: Person, subject: string) {
  const mail = mailbox.mails.find(
    (item) => item.to === who.user.email?.toLowerCase() && item.subject === subject,
  );
  expect(mail, `mail “${subject}” to ${who.user.name}`).toBeDefined();
  return mail!;
}

const storyPath = () => `/${SLUG}/a-night-walk-${storyId}`;

describe('publication notifications, from the action to the mail', () => {
  it('collection_editor_added: the new editor hears who made them one, and is led to the publication', async () => {
    expect(await rowOf(editor, 'collection_editor_added')).toEqual({
      text: 'Cora Creator made you an editor of Night Shift',
      link: `/${SLUG}`,
    });
    expect(mailTo(editor, 'Cora Creator made you an editor of Night Shift').links).toContain(
      `${ORIGIN}/${SLUG}`,
    );
  });

  it('collection_draft_submitted and collection_post_submitted: the creator and editors are led to the queue', async () => {
    for (const who of [creator, editor]) {
      expect(await rowOf(who, 'collection_draft_submitted')).toEqual({
        text: 'Wren Writer submitted the draft A draft walk to Night Shift',
        link: `/${SLUG}/stories/submissions`,
      });
      expect(await rowOf(who, 'collection_post_submitted')).toEqual({
        text: 'Wren Writer submitted A night walk to Night Shift',
        link: `/${SLUG}/stories/submissions`,
      });
      const draftMail = mailTo(
        who,
        'Wren Writer submitted the draft “A draft walk” to Night Shift',
      );
      const storyMail = mailTo(who, 'Wren Writer submitted “A night walk” to Night Shift');
      for (const mail of [draftMail, storyMail]) {
        expect(mail.links).toContain(`${ORIGIN}/${SLUG}/stories/submissions`);
        expect(mail.text).toContain('Review the submission');
      }
    }
    // The writer is not told of their own submission.
    const writersTypes = (await listFor(testApp, writer)).map((row) => row.notificationType);
    expect(writersTypes).not.toContain('collection_post_submitted');
  });

  it('collection_post_approved and collection_post_published: the writer hears the editor’s decision', async () => {
    expect(await rowOf(writer, 'collection_post_published')).toEqual({
      text: 'Eddie Editor published A night walk in Night Shift',
      link: storyPath(),
    });
    const rows = await listFor(testApp, writer);
    const approvals = rows
      .filter((row) => row.notificationType.startsWith('collection_post_approved'))
      .map((row) => shown(row as Parameters<typeof shown>[0]).text);
    expect(approvals).toEqual(
      expect.arrayContaining(['Eddie Editor approved A night walk for Night Shift']),
    );
    const published = mailTo(writer, 'Eddie Editor published “A night walk” in Night Shift');
    expect(published.links).toContain(`${ORIGIN}/p/${storyId}`);
    mailTo(writer, 'Eddie Editor approved “A night walk” for Night Shift');
  });

  it('post_collaborated_published: the creator and editors hear when the writer publishes', async () => {
    for (const who of [creator, editor]) {
      const row = await rowOf(who, 'post_collaborated_published');
      expect(row.text).toBe('Wren Writer published A draft walk, a story you worked on together');
      // The story's address in the publication: /{collectionSlug}/{slug-id}.
      expect(row.link).toMatch(new RegExp(`^/${SLUG}/[a-z0-9-]*${draftId}$`));
      const mail = mailTo(
        who,
        'Wren Writer published “A draft walk”, a story you worked on together',
      );
      expect(mail.links).toContain(`${ORIGIN}/p/${draftId}`);
    }
  });

  it('collection_followed_milestone: the creator hears of the tenth follower, led to the publication', async () => {
    expect(await rowOf(creator, 'collection_followed_milestone')).toEqual({
      text: 'Night Shift reached 10 followers',
      link: `/${SLUG}`,
    });
    expect(mailTo(creator, 'Night Shift reached 10 followers').links).toContain(
      `${ORIGIN}/${SLUG}`,
    );
  });
});
