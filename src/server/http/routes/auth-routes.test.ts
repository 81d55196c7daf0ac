import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '@server/db/schema/posts';
import { authHandoffs } from '@server/db/schema/auth';
import { sessions } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import {
  SEND,
  VIEWER,
  actorFrom,
  gql,
  pathOf,
  solveAltcha,
  visitorActor,
} from '@server/test/kits/auth-kit';
import { hashSessionToken } from '@server/domains/auth';
import { startMailbox } from '@server/test/kits/mailbox-kit';
import type { Mailbox } from '@server/test/kits/mailbox-kit';
import { newId } from '@server/lib/ids';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

let app: TestApp;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await createTestApp({ SMTP_URL: mailbox.smtpUrl });
});

afterAll(async () => {
  await app.close();
  await mailbox.close();
});

type Viewer = { viewer: { id: string; username: string; hasChosenUsername: boolean } | null };

async function viewerOf(actor: Actor, host = 'localhost') {
  return (await gql<Viewer>(app, VIEWER, { as: actor, host })).body.data?.viewer ?? null;
}

/** Mails a login link to `user` from `browser` and follows it; returns the response. */
async function signInByLink(user: UserRow, browser: Actor, redirect?: string) {
  await gql(app, SEND, {
    variables: { email: user.email, operation: 'login', redirect },
    as: browser,
  });
  const mail = await mailbox.latest(user.email ?? '');
  return app.request({ method: 'GET', url: pathOf(mail.links[0] ?? ''), cookies: browser.cookies });
}

describe('sessions', () => {
  it('rotates the session id at sign-in and deletes the previous session', async () => {
    const before = await buildUser(app.database.db);
    const browser = await app.signIn(before.id);
    const user = await buildUser(app.database.db);
    const response = await signInByLink(user, browser);
    const after = actorFrom(response, browser);
    expect(after.cookies.sid).not.toBe(browser.cookies.sid);
    const oldRow = await app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSessionToken(browser.cookies.sid ?? '')));
    expect(oldRow).toEqual([]);
    expect((await viewerOf(after))?.id).toBe(user.id);
    expect(await viewerOf(browser)).toBeNull();
  });

  it('signs out only with the browser’s own anti-forgery token; the old cookie is then dead', async () => {
    const user = await buildUser(app.database.db);
    const actor = await app.signIn(user.id);
    const wrong = await app.request({
      method: 'GET',
      url: '/m/signout/not-the-token',
      cookies: actor.cookies,
    });
    expect(wrong.headers.location).toBe('/');
    expect((await viewerOf(actor))?.id).toBe(user.id);

    const out = await app.request({
      method: 'GET',
      url: `/m/signout/${actor.xsrfToken}`,
      cookies: actor.cookies,
    });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect(out.cookies.find((cookie) => cookie.name === 'sid')?.value).toBe('');
    // Replaying the cookie the browser had before signing out.
    expect(await viewerOf(actor)).toBeNull();
  });
});

/** A publication served on `domain`, and the account token a browser there takes. */
async function domainAndToken(domain: string, onDomain: Actor): Promise<string> {
  const owner = await buildUser(app.database.db);
  await app.database.db
    .insert(collections)
    .values({ id: newId(), slug: `pub${newId()}`, name: domain, domain, creatorId: owner.id });
  const answer = await gql<{ accountToken: { token: string } }>(app, '{ accountToken { token } }', {
    as: onDomain,
    host: domain,
  });
  const token = answer.body.data?.accountToken.token ?? '';
  expect(token).not.toBe('');
  return token;
}

describe('hand-off to a custom domain', () => {
  it('signs the custom domain in through a single-use ticket for the browser that asked', async () => {
    const owner = await buildUser(app.database.db);
    await app.database.db.insert(collections).values({
      id: newId(),
      slug: `notes${newId()}`,
      name: 'Notes',
      domain: 'notes.localhost',
      creatorId: owner.id,
    });
    const onCustom = visitorActor(app, 'lo_cccccccccccc');
    const onAuth = visitorActor(app, 'lo_aaaaaaaaaaaa');
    const tokenResponse = await gql<{ accountToken: { token: string } }>(
      app,
      '{ accountToken { token } }',
      { as: onCustom, host: 'notes.localhost' },
    );
    const accountToken = tokenResponse.body.data?.accountToken.token ?? '';
    expect(accountToken).not.toBe('');

    const user = await buildUser(app.database.db);
    const redirect = `http://notes.localhost/p/abc123abc123?accountToken=${encodeURIComponent(accountToken)}`;
    const authSide = await signInByLink(user, onAuth, redirect);
    const location = new URL(authSide.headers.location as string);
    expect(location.origin).toBe('http://notes.localhost');
    expect(location.pathname).toBe('/m/callback/authenticate');
    expect(location.searchParams.get('redirect')).toBe('/p/abc123abc123');
    expect((await viewerOf(actorFrom(authSide, onAuth)))?.id).toBe(user.id);

    const url = `${location.pathname}${location.search}`;
    const stranger = await app.request({
      method: 'GET',
      url,
      headers: { host: 'notes.localhost' },
      cookies: visitorActor(app, 'lo_dddddddddddd').cookies,
    });
    expect(stranger.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();

    // The stranger's attempt did not use the ticket up: it is bound to one browser.
    const customSide = await app.request({
      method: 'GET',
      url,
      headers: { host: 'notes.localhost' },
      cookies: onCustom.cookies,
    });
    expect(customSide.headers.location).toBe('/p/abc123abc123');
    const signedIn = actorFrom(customSide, onCustom);
    expect((await viewerOf(signedIn, 'notes.localhost'))?.id).toBe(user.id);

    const replay = await app.request({
      method: 'GET',
      url,
      headers: { host: 'notes.localhost' },
      cookies: onCustom.cookies,
    });
    expect(replay.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    expect(replay.headers.location).toMatch(/^\/m\/signin\?entry=email_login_timeout/);
  });

  it("never hands a domain the sign-in of a mail its browser did not ask for (the attacker's token)", async () => {
    // The attacker's browser on their own domain takes an account token…
    const attackerOnDomain = visitorActor(app, 'lo_a11a11a11a11');
    const token = await domainAndToken('trap.localhost', attackerOnDomain);
    // …and asks, from another browser on the site, for a login mail to the victim's address.
    const victim = await buildUser(app.database.db);
    const redirect = `http://trap.localhost/?accountToken=${encodeURIComponent(token)}`;
    const sent = await gql<{ sendAcctAuthEmail: { __typename: string } }>(app, SEND, {
      variables: { email: victim.email, operation: 'login', redirect },
      as: visitorActor(app, 'lo_a22a22a22a22'),
    });
    expect(sent.body.data?.sendAcctAuthEmail.__typename).toBe('SendAcctAuthEmailSuccess');
    const handoffsBefore = (await app.database.db.select().from(authHandoffs)).length;

    // The victim follows the genuine mail in their own browser.
    const mail = await mailbox.latest(victim.email ?? '');
    const victimBrowser = visitorActor(app, 'lo_b33b33b33b33');
    const followed = await app.request({
      method: 'GET',
      url: pathOf(mail.links[0] ?? ''),
      cookies: victimBrowser.cookies,
    });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('http://trap.localhost/');
    expect((await app.database.db.select().from(authHandoffs)).length).toBe(handoffsBefore);
    // The victim is signed in on the site itself, and the attacker on nothing.
    expect((await viewerOf(actorFrom(followed, victimBrowser)))?.id).toBe(victim.id);
    expect(await viewerOf(attackerOnDomain, 'trap.localhost')).toBeNull();
  });

  it("keeps a session handed to a publication's domain to that domain", async () => {
    const onCustom = visitorActor(app, 'lo_c44c44c44c44');
    const onAuth = visitorActor(app, 'lo_c55c55c55c55');
    const token = await domainAndToken('scoped.localhost', onCustom);
    const user = await buildUser(app.database.db);
    const redirect = `http://scoped.localhost/?accountToken=${encodeURIComponent(token)}`;
    const authSide = await signInByLink(user, onAuth, redirect);
    const location = new URL(authSide.headers.location as string);
    expect(location.pathname).toBe('/m/callback/authenticate');
    const customSide = await app.request({
      method: 'GET',
      url: `${location.pathname}${location.search}`,
      headers: { host: 'scoped.localhost' },
      cookies: onCustom.cookies,
    });
    const handedOver = actorFrom(customSide, onCustom);
    expect((await viewerOf(handedOver, 'scoped.localhost'))?.id).toBe(user.id);
    // Whoever serves the domain sees that cookie: it is worth nothing anywhere else.
    expect(await viewerOf(handedOver, 'localhost')).toBeNull();
    expect(await viewerOf(handedOver, 'trap.localhost')).toBeNull();
  });

  it('ignores a forged account token and stays on the auth domain', async () => {
    const user = await buildUser(app.database.db);
    const redirect = 'http://notes.localhost/p/abc123abc123?accountToken=forged.token';
    const response = await signInByLink(user, visitorActor(app, 'lo_eeeeeeeeeeee'), redirect);
    expect(response.headers.location).toBe(redirect);
  });
});

describe('chooseUsername', () => {
  const CHOOSE = `mutation Choose($username: String!) {
    chooseUsername(username: $username) {
      __typename
      ... on User { username hasChosenUsername }
      ... on BadRequest { message }
    }
  }`;
  type Choose = {
    chooseUsername: { __typename: string; username?: string; message?: string };
  };

  it('applies the rules and marks the username chosen', async () => {
    const taken = await buildUser(app.database.db, { username: 'Taken_Name' });
    const user = await buildUser(app.database.db, { hasChosenUsername: false });
    const actor = await app.signIn(user.id);
    const choose = async (username: string) =>
      (await gql<Choose>(app, CHOOSE, { variables: { username }, as: actor })).body.data
        ?.chooseUsername;
    expect(await choose('ab')).toEqual({
      __typename: 'BadRequest',
      message: 'Usernames must be 3 to 30 characters long.',
    });
    expect((await choose('a'.repeat(31)))?.message).toBe(
      'Usernames must be 3 to 30 characters long.',
    );
    expect((await choose('no-dashes'))?.message).toBe(
      'Usernames may only contain letters, numbers, dots and underscores.',
    );
    for (const reserved of ['settings', 'ME', 'membership', 'trending', 'search', 'plans']) {
      expect((await choose(reserved))?.message).toBe(
        'That username is reserved. Please choose another one.',
      );
    }
    expect((await choose(taken.username.toLowerCase()))?.message).toBe(
      'That username is already taken. Please choose another one.',
    );
    expect(await choose('@ada.l_1815')).toEqual({
      __typename: 'User',
      username: 'ada.l_1815',
      hasChosenUsername: true,
    });
  });

  it('needs a signed-in viewer', async () => {
    const response = await gql(app, CHOOSE, { variables: { username: 'someone' } });
    expect(response.body.errors?.[0]?.message).toBeDefined();
  });
});

describe('authConfig, accountToken, emailAvailability, sendVerificationEmail', () => {
  it('describes the sign-in setup', async () => {
    const response = await gql(
      app,
      '{ authConfig { authDomain socialProviders googleClientId appStoreUrl playStoreUrl captcha { provider siteKey challengeUrl } } }',
    );
    expect(response.body.data).toEqual({
      authConfig: {
        authDomain: 'http://localhost:3000',
        socialProviders: [],
        googleClientId: null,
        // No app is configured: the footer shows no store badge.
        appStoreUrl: null,
        playStoreUrl: null,
        captcha: { provider: 'altcha', siteKey: null, challengeUrl: '/_/altcha/challenge' },
      },
    });
  });

  it('hands out a fresh account token each time, never cached', async () => {
    const query = '{ accountToken { token } }';
    const first = await gql<{ accountToken: { token: string } }>(app, query);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await gql<{ accountToken: { token: string } }>(app, query);
    expect(first.body.data?.accountToken.token).not.toBe(second.body.data?.accountToken.token);
  });

  it('says whether an address is free, for a solved captcha', async () => {
    const user = await buildUser(app.database.db);
    const query =
      'query A($email: String!, $captchaValue: String) { emailAvailability(email: $email, captchaValue: $captchaValue) }';
    const used = await gql(app, query, {
      variables: { email: (user.email ?? '').toUpperCase(), captchaValue: await solveAltcha(app) },
    });
    expect(used.body.data).toEqual({ emailAvailability: false });
    const free = await gql(app, query, {
      variables: { email: 'free@example.org', captchaValue: await solveAltcha(app) },
    });
    expect(free.body.data).toEqual({ emailAvailability: true });
  });

  it('verifies a changed address through the mailed link', async () => {
    const user = await buildUser(app.database.db, { unverifiedEmail: 'changed@example.org' });
    const actor = await app.signIn(user.id);
    const sent = await gql(app, 'mutation { sendVerificationEmail }', { as: actor });
    expect(sent.body.data).toEqual({ sendVerificationEmail: true });
    const mail = await mailbox.latest('changed@example.org');
    const link = mail.links.find((href) => href.includes('verify=1')) ?? '';
    const response = await app.request({ method: 'GET', url: pathOf(link) });
    expect(response.headers.location).toBe('/me/settings?emailVerified=1');
    const viewer = await gql<{ viewer: { email: string } }>(app, VIEWER, { as: actor });
    expect(viewer.body.data?.viewer.email).toBe('changed@example.org');
  });
});
