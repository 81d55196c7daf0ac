import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationEmailOutbox } from '@server/db/schema/notification-emails';
import { buildPost, buildUser } from '@server/test/factories';
import { startMailDelivery } from '@server/test/kits/mail-delivery-kit';
import { buildPublicationWorld } from '@server/test/kits/publications-kit';
import type { MatrixRole, PublicationWorld } from '@server/test/kits/publications-kit';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

/**
 * Publication newsletters over GraphQL: who may create, rename and send
 * (role × operation), subscribing and unsubscribing, and a sent story reaching
 * subscribers through the real SMTP server with a working unsubscribe link.
 */

const ORIGIN = 'https://quire.example';

let app: TestApp;
let delivery: Awaited<ReturnType<typeof startMailDelivery>>;

beforeAll(async () => {
  app = await createTestApp();
  delivery = await startMailDelivery(() => app, ORIGIN);
});

afterAll(async () => {
  await delivery.close();
  await app.close();
});

beforeEach(async () => {
  await app.database.db.delete(notificationEmailOutbox);
  delivery.mailbox.mails.length = 0;
});

const CREATE = `mutation($c: ID!, $name: String!, $d: String) {
  createCollectionNewsletter(collectionId: $c, input: { name: $name, description: $d }) { id slug name description }
}`;
const UPDATE = `mutation($n: ID!, $name: String!) { updateNewsletter(newsletterId: $n, input: { name: $name }) { id name slug } }`;
const SUBSCRIBE = `mutation($n: ID!) { subscribeToNewsletter(newsletterId: $n) { id viewerIsSubscribed } }`;
const UNSUBSCRIBE = `mutation($n: ID!) { unsubscribeFromNewsletter(newsletterId: $n) { id viewerIsSubscribed } }`;
const SEND = `mutation($n: ID!, $p: ID!) { sendStoryToNewsletter(newsletterId: $n, postId: $p) }`;

async function call(document: string, as: Actor, variables: Record<string, unknown>) {
  const { body } = await app.graphql(document, { as, variables });
  return body as {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
}

/** A world whose publication has a newsletter and one published, approved story. */
async function worldWithNewsletter() {
  const world = await buildPublicationWorld(app);
  const created = await call(CREATE, world.actors.creator, {
    c: world.collection.id,
    name: 'Field Notes Weekly',
    d: 'The week in the field.',
  });
  const newsletter = created.data?.createCollectionNewsletter as { id: string; slug: string };
  const story = await buildPost(app.database.db, {
    creatorId: world.people.writer.id,
    title: 'Frost on the ridge',
    collectionId: world.collection.id,
    statusForCollection: 'APPROVED',
  });
  return { world, newsletter, story };
}

/** The creator gives the publication a newsletter; answers its id. */
async function lettersOf(world: PublicationWorld): Promise<string> {
  const made = await call(CREATE, world.actors.creator, {
    c: world.collection.id,
    name: 'Letters',
  });
  return (made.data?.createCollectionNewsletter as { id: string }).id;
}

describe('newsletter permissions (role × operation)', () => {
  const Y = true;
  const N = false;
  const ROLES: MatrixRole[] = [
    'visitor',
    'reader',
    'writer',
    'editor',
    'creator',
    'otherEditor',
    'removedWriter',
  ];
  const row = (...allowed: boolean[]) =>
    Object.fromEntries(ROLES.map((role, i) => [role, allowed[i]])) as Record<MatrixRole, boolean>;

  const OPERATIONS: Record<
    string,
    {
      expected: Record<MatrixRole, boolean>;
      run: (world: PublicationWorld, as: Actor) => Promise<Awaited<ReturnType<typeof call>>>;
    }
  > = {
    //                 visitor reader writer editor creator otherEditor removedWriter
    create: {
      expected: row(N, N, N, Y, Y, N, N),
      run: (w, as) => call(CREATE, as, { c: w.collection.id, name: 'Letters' }),
    },
    rename: {
      expected: row(N, N, N, Y, Y, N, N),
      run: async (w, as) => {
        const id = await lettersOf(w);
        return call(UPDATE, as, { n: id, name: 'Renamed' });
      },
    },
    send: {
      expected: row(N, N, N, Y, Y, N, N),
      run: async (w, as) => {
        const id = await lettersOf(w);
        const story = await buildPost(app.database.db, {
          creatorId: w.people.writer.id,
          collectionId: w.collection.id,
          statusForCollection: 'APPROVED',
        });
        return call(SEND, as, { n: id, p: story.id });
      },
    },
  };

  for (const [name, operation] of Object.entries(OPERATIONS)) {
    it(`${name}: only the creator and editors succeed; the others are refused`, async () => {
      const outcomes: Record<string, boolean | string> = {};
      for (const role of ROLES) {
        const world = await buildPublicationWorld(app);
        const body = await operation.run(world, world.actors[role]);
        outcomes[role] = body.errors ? String(body.errors[0]?.extensions?.code) : true;
      }
      const expected = Object.fromEntries(
        ROLES.map((role) => [
          role,
          operation.expected[role]
            ? true
            : role === 'visitor'
              ? 'UNAUTHORIZED'
              : expect.stringMatching(/FORBIDDEN|NOT_FOUND/),
        ]),
      );
      expect(outcomes).toEqual(expected);
    });
  }
});

describe('creating and editing a newsletter', () => {
  it('gives it an address from its name, keeps one per publication, and keeps the address on rename', async () => {
    const { world, newsletter } = await worldWithNewsletter();
    expect(newsletter.slug).toBe('field-notes-weekly');
    const again = await call(CREATE, world.actors.editor, { c: world.collection.id, name: 'Two' });
    expect(again.errors?.[0]?.message).toBe('This publication already has a newsletter.');
    const renamed = await call(UPDATE, world.actors.editor, {
      n: newsletter.id,
      name: 'Dispatches',
    });
    expect(renamed.data?.updateNewsletter).toEqual({
      id: newsletter.id,
      name: 'Dispatches',
      slug: 'field-notes-weekly',
    });
    const blank = await call(UPDATE, world.actors.editor, { n: newsletter.id, name: '   ' });
    expect(blank.errors?.[0]?.message).toBe('Give the newsletter a name.');
    const found = await call(
      `query($s: String!) { collectionBySlug(slug: $s) { newsletterV3 { id slug name type } } }`,
      app.visitor(),
      { s: world.collection.slug },
    );
    expect(found.data?.collectionBySlug).toEqual({
      newsletterV3: {
        id: newsletter.id,
        slug: 'field-notes-weekly',
        name: 'Dispatches',
        type: 'COLLECTION',
      },
    });
  });
});

describe('subscribing', () => {
  it('lets a signed-in reader subscribe (twice is once) and unsubscribe; a visitor must sign in', async () => {
    const { world, newsletter } = await worldWithNewsletter();
    const reader = world.actors.reader;
    expect((await call(SUBSCRIBE, reader, { n: newsletter.id })).data).toEqual({
      subscribeToNewsletter: { id: newsletter.id, viewerIsSubscribed: true },
    });
    await call(SUBSCRIBE, reader, { n: newsletter.id });
    const count = `query($s: String!) { collectionBySlug(slug: $s) { newsletterV3 { subscriberCount } } }`;
    expect((await call(count, world.actors.editor, { s: world.collection.slug })).data).toEqual({
      collectionBySlug: { newsletterV3: { subscriberCount: 1 } },
    });
    // Readers do not see how many subscribe.
    expect((await call(count, reader, { s: world.collection.slug })).data).toEqual({
      collectionBySlug: { newsletterV3: { subscriberCount: null } },
    });
    expect((await call(UNSUBSCRIBE, reader, { n: newsletter.id })).data).toEqual({
      unsubscribeFromNewsletter: { id: newsletter.id, viewerIsSubscribed: false },
    });
    const visitor = await call(SUBSCRIBE, app.visitor(), { n: newsletter.id });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });
});

describe('sending a story', () => {
  it('mails it to subscribers only, once, with an unsubscribe link that stops the next one', async () => {
    const { world, newsletter, story } = await worldWithNewsletter();
    const subscriber = await buildUser(app.database.db, { email: 'sub@quire.example' });
    const bystander = await buildUser(app.database.db, { email: 'bystander@quire.example' });
    await call(SUBSCRIBE, await app.signIn(subscriber.id), { n: newsletter.id });
    await call(SUBSCRIBE, world.actors.reader, { n: newsletter.id });

    const sent = await call(SEND, world.actors.editor, { n: newsletter.id, p: story.id });
    expect(sent.data).toEqual({ sendStoryToNewsletter: 2 });
    const twice = await call(SEND, world.actors.editor, { n: newsletter.id, p: story.id });
    expect(twice.errors?.[0]?.message).toBe('This story has already been sent to the newsletter.');

    await delivery.deliver();
    const recipients = delivery.mailbox.mails.map((found) => found.to).sort();
    expect(recipients).toEqual([world.people.reader.email, 'sub@quire.example'].sort());
    expect(recipients).not.toContain(bystander.email);
    const mail = delivery.mailbox.mails.find((found) => found.to === 'sub@quire.example');
    expect(mail?.subject).toBe('Frost on the ridge');
    expect(mail?.text).toContain(`${world.collection.name} sent you a story: “Frost on the ridge”`);
    expect(mail?.links).toContain(`${ORIGIN}/p/${story.id}`);
    const unsubscribe = mail?.links.find((link) => link.includes('/unsubscribe?token='));
    expect(unsubscribe).toBeDefined();

    // The mail's one-click unsubscribe turns newsletter mail off for this person.
    const response = await app.request({
      method: 'POST',
      url: (unsubscribe ?? '').replace(ORIGIN, ''),
    });
    expect(response.statusCode).toBe(200);
    delivery.mailbox.mails.length = 0;
    const next = await buildPost(app.database.db, {
      creatorId: world.people.writer.id,
      collectionId: world.collection.id,
      statusForCollection: 'APPROVED',
    });
    await call(SEND, world.actors.creator, { n: newsletter.id, p: next.id });
    await delivery.deliver();
    expect(delivery.mailbox.mails.map((found) => found.to)).toEqual([world.people.reader.email]);
  });

  it('refuses a story that is not a published story of the publication', async () => {
    const { world, newsletter } = await worldWithNewsletter();
    const elsewhere = await buildPost(app.database.db, { creatorId: world.people.editor.id });
    const refused = await call(SEND, world.actors.editor, { n: newsletter.id, p: elsewhere.id });
    expect(refused.errors?.[0]?.message).toBe(
      'Only a published story of this publication can be sent to its newsletter.',
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
});
