import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationEmailOutbox } from '@server/db/schema/notification-emails';
import { newId } from '@server/lib/ids';
import {
  claimDueEmails,
  deliverDueNotificationEmails,
} from '@server/jobs/notification-email-worker';
import { createMailer } from '@server/mail/mailer';
import type { Mailer } from '@server/mail/mailer';
import { buildPost, buildUser } from '@server/test/factories';
import { TEST_SECRET, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { enqueueNotificationEmails } from './enqueue';
import type { StoredNotification } from './enqueue';
import { startMailbox } from '@server/test/kits/mailbox-kit';
import type { Mailbox } from '@server/test/kits/mailbox-kit';
import { runConcurrently } from '@server/test/concurrency';

const ORIGIN = 'https://quire.example';

let app: TestApp;
let mailbox: Mailbox;
let mailer: Mailer;

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await createTestApp();
  mailer = createMailer({
    smtpUrl: mailbox.smtpUrl,
    from: 'Quire <noreply@quire.example>',
    outboxDir: '/tmp/quire-test-data/unused-outbox',
    log: () => {},
  });
});

afterAll(async () => {
  mailer.close();
  await app.close();
  await mailbox.close();
});

beforeEach(async () => {
  // Every test starts with an empty queue, so a pass only sees its own rows.
  await app.database.db.delete(notificationEmailOutbox);
  mailbox.mails.length = 0;
});

const deliver = (now = new Date()) =>
  deliverDueNotificationEmails({
    db: app.database.db,
    mailer,
    secret: TEST_SECRET,
    origin: ORIGIN,
    productName: 'Quire',
    now,
  });

const enqueue = (notifications: StoredNotification[]) =>
  app.database.db.transaction((tx) => enqueueNotificationEmails(tx, notifications));

async function outboxRows(recipientId: string) {
  return app.database.db
    .select()
    .from(notificationEmailOutbox)
    .where(eq(notificationEmailOutbox.recipientId, recipientId));
}

async function writerAndReader() {
  const writer = await buildUser(app.database.db, { name: 'Wanda Writer' });
  const reader = await buildUser(app.database.db, { name: 'Rex Reader' });
  const post = await buildPost(app.database.db, {
    creatorId: writer.id,
    title: 'On gardens',
  });
  return { writer, reader, post };
}

interface Pair {
  writer: { id: string };
  reader: { id: string };
  post: { id: string };
}

/** The notification a response to the writer's story raises: the mail the tests queue most. */
const responseNotice = ({ writer, reader, post }: Pair, type = 'response_created') => ({
  id: newId(),
  recipientId: writer.id,
  type,
  actorId: reader.id,
  postId: post.id,
});

const SETTINGS = `query { notificationEmailSettings { group enabled label description } }`;
const SET = `mutation ($group: NotificationEmailGroup!, $enabled: Boolean!) {
  setNotificationEmailSetting(group: $group, enabled: $enabled) { group enabled label }
}`;

type Choice = { group: string; enabled: boolean; label: string };

describe('e-mail choices', () => {
  it('starts with responses, mentions, followers and newsletters on and claps off, and saves a change', async () => {
    const person = await buildUser(app.database.db);
    const actor = await app.signIn(person.id);
    const before = await app.graphql<{ notificationEmailSettings: Choice[] }>(SETTINGS, {
      as: actor,
    });
    const enabled = (group: string, list: Choice[]) =>
      list.find((choice) => choice.group === group)?.enabled;
    const list = before.body.data?.notificationEmailSettings ?? [];
    expect(list).toHaveLength(11);
    expect(enabled('RESPONSES', list)).toBe(true);
    // Subscribing to a publication's newsletter is the request for its mail.
    expect(enabled('NEWSLETTERS', list)).toBe(true);
    expect(enabled('FOLLOWERS', list)).toBe(true);
    expect(enabled('MENTIONS', list)).toBe(true);
    expect(enabled('CLAPS', list)).toBe(false);
    expect(enabled('FOLLOWED_STORIES', list)).toBe(false);

    const saved = await app.graphql<{ setNotificationEmailSetting: Choice }>(SET, {
      as: actor,
      variables: { group: 'CLAPS', enabled: true },
    });
    expect(saved.body.data?.setNotificationEmailSetting).toEqual({
      group: 'CLAPS',
      enabled: true,
      label: 'Claps on your stories',
    });
    const after = await app.graphql<{ notificationEmailSettings: Choice[] }>(SETTINGS, {
      as: actor,
    });
    expect(enabled('CLAPS', after.body.data?.notificationEmailSettings ?? [])).toBe(true);

    // Someone else's choices are untouched.
    const other = await app.signIn((await buildUser(app.database.db)).id);
    const theirs = await app.graphql<{ notificationEmailSettings: Choice[] }>(SETTINGS, {
      as: other,
    });
    expect(enabled('CLAPS', theirs.body.data?.notificationEmailSettings ?? [])).toBe(false);
  });

  it('refuses visitors and unknown groups', async () => {
    const visitor = await app.graphql(SETTINGS);
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    const person = await app.signIn((await buildUser(app.database.db)).id);
    const unknown = await app.graphql(SET, {
      as: person,
      variables: { group: 'EVERYTHING', enabled: true },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toBeUndefined();
    expect(unknown.body.errors?.map((error) => error.message)).toEqual([
      'Variable "$group" got invalid value "EVERYTHING"; Value "EVERYTHING" does not exist in "NotificationEmailGroup" enum.',
    ]);
  });
});

describe('the outbox', () => {
  it('queues nothing when the notifying action rolls back', async () => {
    const pair = await writerAndReader();
    const { writer } = pair;
    await expect(
      app.database.db.transaction(async (tx) => {
        await enqueueNotificationEmails(tx, [responseNotice(pair)]);
        throw new Error('the response failed to save');
      }),
    ).rejects.toThrow('the response failed to save');
    expect(await outboxRows(writer.id)).toHaveLength(0);
    expect(await deliver()).toMatchObject({ sent: 0 });
    expect(mailbox.mails).toHaveLength(0);
  });

  it('queues only the groups the recipient wants, and only known types', async () => {
    const pair = await writerAndReader();
    const { writer, reader } = pair;
    await enqueue([
      responseNotice(pair),
      responseNotice(pair, 'post_recommended'),
      { id: newId(), recipientId: writer.id, type: 'no_such_type', actorId: reader.id },
    ]);
    const rows = await outboxRows(writer.id);
    expect(rows.map((row) => row.notificationType)).toEqual(['response_created']);
  });

  it('keeps one row and sends one mail when the same notification is queued twice', async () => {
    const pair = await writerAndReader();
    const { writer } = pair;
    const notification = responseNotice(pair);
    await enqueue([notification]);
    await enqueue([notification, { ...notification, type: 'response_created_rollup' }]);
    expect(await outboxRows(writer.id)).toHaveLength(1);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(await deliver()).toMatchObject({ sent: 0 });
    expect(mailbox.mails.filter((mail) => mail.to === writer.email)).toHaveLength(1);
  });

  it('sends exactly once when a worker dies after claiming, once its claim lapses', async () => {
    const { writer, reader, post } = await writerAndReader();
    await enqueue([responseNotice({ writer, reader, post })]);
    const now = new Date();
    // The first worker claims the row and dies before sending.
    expect(await claimDueEmails(app.database.db, { now, origin: ORIGIN })).toHaveLength(1);
    expect(await deliver(new Date(now.getTime() + 1000))).toMatchObject({ sent: 0 });
    expect(mailbox.mails).toHaveLength(0);
    // After the lease, another worker takes it over.
    expect(await deliver(new Date(now.getTime() + 6 * 60 * 1000))).toMatchObject({ sent: 1 });
    expect(await deliver(new Date(now.getTime() + 60 * 60 * 1000))).toMatchObject({ sent: 0 });
    expect(mailbox.mails).toHaveLength(1);
    const [row] = await outboxRows(writer.id);
    expect(row).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('resends with the same Message-ID when a worker dies after the SMTP server accepted', async () => {
    const { writer, reader, post } = await writerAndReader();
    await enqueue([responseNotice({ writer, reader, post })]);
    const now = new Date();
    await deliver(now);
    // The crash: the mail left, but the row never recorded it.
    await app.database.db
      .update(notificationEmailOutbox)
      .set({ status: 'SENDING', nextAttemptAt: now })
      .where(eq(notificationEmailOutbox.recipientId, writer.id));
    await deliver(new Date(now.getTime() + 1000));
    expect(mailbox.mails).toHaveLength(2);
    expect(mailbox.mails[0]?.messageId).toMatch(/^<notification-[0-9a-f]{12}@quire\.example>$/);
    expect(mailbox.mails[1]?.messageId).toBe(mailbox.mails[0]?.messageId);
  });

  it('gives each row to one of several workers running at once', async () => {
    const { writer, reader } = await writerAndReader();
    const posts = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => buildPost(app.database.db, { creatorId: writer.id })),
    );
    await enqueue(posts.map((post) => responseNotice({ writer, reader, post })));
    const reports = await runConcurrently(app.database, () =>
      Promise.all([deliver(), deliver(), deliver()]),
    );
    expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(6);
    expect(new Set(mailbox.mails.map((mail) => mail.messageId)).size).toBe(6);
    expect(mailbox.mails).toHaveLength(6);
  });

  it('retries with backoff when the SMTP server refuses, then gives up after the last attempt', async () => {
    const { writer, reader, post } = await writerAndReader();
    await enqueue([responseNotice({ writer, reader, post })]);
    const now = new Date();
    mailbox.refuseNext(1);
    expect(await deliver(now)).toMatchObject({ sent: 0, retrying: 1 });
    const [waiting] = await outboxRows(writer.id);
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(waiting?.lastError).toMatch(/451/);
    expect(waiting?.nextAttemptAt.getTime()).toBe(now.getTime() + 30_000);
    expect(await deliver(new Date(now.getTime() + 10_000))).toMatchObject({ sent: 0, retrying: 0 });
    expect(await deliver(new Date(now.getTime() + 31_000))).toMatchObject({ sent: 1 });
    expect(mailbox.mails).toHaveLength(1);

    // A server that never accepts: the row is abandoned after the eighth attempt.
    const other = await writerAndReader();
    await enqueue([responseNotice(other)]);
    mailbox.refuseNext(100);
    let at = now.getTime();
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      at += 2 * 60 * 60 * 1000;
      await deliver(new Date(at));
    }
    mailbox.refuseNext(0);
    const [abandoned] = await outboxRows(other.writer.id);
    expect(abandoned).toMatchObject({ status: 'FAILED', attempts: 8 });
    expect(await deliver(new Date(at + 24 * 60 * 60 * 1000))).toMatchObject({ sent: 0 });
  });

  it('skips a queued mail whose notification was withdrawn before it left', async () => {
    const { writer } = await writerAndReader();
    await enqueue([{ id: newId(), recipientId: writer.id, type: 'users_following_you' }]);
    expect(await deliver()).toMatchObject({ sent: 0, skipped: 1 });
    expect(mailbox.mails).toHaveLength(0);
  });

  it('skips a queued mail when the person turned the group off before it left', async () => {
    const { writer, reader, post } = await writerAndReader();
    await enqueue([responseNotice({ writer, reader, post })]);
    const actor = await app.signIn(writer.id);
    await app.graphql(SET, { as: actor, variables: { group: 'RESPONSES', enabled: false } });
    expect(await deliver()).toMatchObject({ sent: 0, skipped: 1 });
    expect(mailbox.mails).toHaveLength(0);
  });
});

describe('the mail', () => {
  it('follows a real action: following someone through GraphQL mails them, named', async () => {
    const { writer, reader } = await writerAndReader();
    const follow = await app.graphql(
      `mutation ($id: ID!) { followUser(targetUserId: $id) { id } }`,
      { as: await app.signIn(reader.id), variables: { id: writer.id } },
    );
    expect(follow.body.errors).toBeUndefined();
    expect(await outboxRows(writer.id)).toHaveLength(1);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(mailbox.mails[0]?.to).toBe(writer.email);
    expect(mailbox.mails[0]?.subject).toBe('Rex Reader started following you');
    expect(mailbox.mails[0]?.text).toContain(
      `See Rex Reader’s profile: ${ORIGIN}/@${reader.username}`,
    );
  });

  it('names the actor and the story, links to it, escapes what people typed and carries the unsubscribe headers', async () => {
    const writer = await buildUser(app.database.db, { name: 'Wanda' });
    const reader = await buildUser(app.database.db, { name: 'Eve <script>alert(1)</script>' });
    const post = await buildPost(app.database.db, {
      creatorId: writer.id,
      title: 'Salt & <b>pepper</b>',
    });
    await enqueue([responseNotice({ writer, reader, post })]);
    await deliver();
    const [mail] = mailbox.mails;
    expect(mail?.to).toBe(writer.email);
    expect(mail?.subject).toBe('Eve <script>alert(1)</script> responded to “Salt & <b>pepper</b>”');
    expect(mail?.text).toContain(`Read the response: ${ORIGIN}/p/${post.id}/responses/show`);
    // The link lands: the story, with its responses open.
    const landing = await app.request({ method: 'GET', url: `/p/${post.id}/responses/show` });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('"responsesOpen":true');
    expect(mail?.html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).toContain('Salt &amp; &lt;b&gt;pepper&lt;/b&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<b>pepper');

    const unsubscribe = mail?.links.find((link) => link.includes('/unsubscribe?token='));
    expect(unsubscribe).toMatch(
      /^https:\/\/quire\.example\/_\/notification-emails\/unsubscribe\?token=[\w-]+\.[\w-]+$/,
    );
    expect(mail?.headers.get('list-unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain('“Responses to your stories” e-mails are on');
  });

  it('quotes the passage a reader highlighted, read from the stored notification', async () => {
    const writer = await buildUser(app.database.db, { name: 'Wanda' });
    const reader = await buildUser(app.database.db, { name: 'Hana Highlighter' });
    const post = await buildPost(app.database.db, {
      creatorId: writer.id,
      title: 'Roots',
      content: {
        paragraphs: [{ name: 'p1', type: 'P', text: 'Roots go deep & <wide>.', markups: [] }],
      },
    });
    await app.graphql(SET, {
      as: await app.signIn(writer.id),
      variables: { group: 'HIGHLIGHTS', enabled: true },
    });
    const quote = await app.graphql(
      `mutation ($id: ID!) { createQuote(postId: $id, paragraphName: "p1", startOffset: 0, endOffset: 23) { id } }`,
      { as: await app.signIn(reader.id), variables: { id: post.id } },
    );
    expect(quote.body.errors).toBeUndefined();
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(mailbox.mails[0]?.subject).toBe('Hana Highlighter highlighted a passage in “Roots”');
    expect(mailbox.mails[0]?.text).toContain('“Roots go deep & <wide>.”');
    expect(mailbox.mails[0]?.html).toContain('Roots go deep &amp; &lt;wide&gt;.');
  });

  it('quotes the highlighted passage and links a new follower to their profile', async () => {
    const { writer, reader, post } = await writerAndReader();
    await enqueue([
      {
        id: newId(),
        recipientId: writer.id,
        type: 'users_following_you',
        actorId: reader.id,
      },
    ]);
    await app.graphql(SET, {
      as: await app.signIn(writer.id),
      variables: { group: 'HIGHLIGHTS', enabled: true },
    });
    await enqueue([
      {
        id: newId(),
        recipientId: writer.id,
        type: 'quote',
        actorId: reader.id,
        postId: post.id,
        quote: 'Every garden is a promise',
      },
    ]);
    await deliver();
    const subjects = mailbox.mails.map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'Rex Reader highlighted a passage in “On gardens”',
      'Rex Reader started following you',
    ]);
    const follow = mailbox.mails.find((mail) => mail.subject.includes('following'));
    expect(follow?.text).toContain(`${ORIGIN}/@${reader.username}`);
    const quote = mailbox.mails.find((mail) => mail.subject.includes('highlighted'));
    expect(quote?.text).toContain('“Every garden is a promise”');
  });
});
