import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCollection, buildUser } from '@server/test/factories';
import { buildPublicationWorld } from '@server/test/kits/publications-kit';
import type { MatrixRole } from '@server/test/kits/publications-kit';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { CUSTOM_DOMAIN_TEXTS } from '@shared/content/custom-domains';
import { canMove } from './custom-domain-states';
import { CUSTOM_DOMAIN_ERRORS } from './custom-domains.texts';

/** A publication's own domain: who may link it, what is refused, its states and Host routing. */

const STATE = `live { domain status } pending { domain status failureReason dnsRecordName verificationToken httpChallengeUrl url }`;
const LINK = `mutation L($c: ID!, $d: String!) { linkCustomDomain(collectionId: $c, domain: $d) { ${STATE} } }`;
const VERIFY = `mutation V($c: ID!, $k: CustomDomainCheck!) { verifyCustomDomain(collectionId: $c, check: $k) { ${STATE} } }`;
const ACTIVATE = `mutation A($c: ID!) { activateCustomDomain(collectionId: $c) { ${STATE} } }`;
const REMOVE = `mutation R($c: ID!) { removeCustomDomain(collectionId: $c) { ${STATE} } }`;

interface State {
  live: { domain: string; status: string } | null;
  pending: {
    domain: string;
    status: string;
    failureReason: string | null;
    dnsRecordName: string;
    verificationToken: string;
    httpChallengeUrl: string;
    url: string;
  } | null;
}

let testApp: TestApp;
let port: number;

/** A free loopback port: the app listens there so its HTTP challenge can be fetched for real. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

beforeAll(async () => {
  port = await freePort();
  testApp = await createTestApp({
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    CUSTOM_DOMAIN_LOCAL_CHECKS: 'true',
  });
  await testApp.app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await testApp.close();
});

async function call(query: string, as: Actor, variables: Record<string, unknown>) {
  const { body } = await testApp.graphql<Record<string, State>>(query, { variables, as });
  const code = body.errors?.[0]?.extensions?.code;
  const state = body.data ? Object.values(body.data)[0] : null;
  return {
    code: typeof code === 'string' ? code : 'OK',
    message: body.errors?.[0]?.message ?? null,
    state: state ?? null,
  };
}

const page = (path: string, host: string) =>
  testApp.request({ method: 'GET', url: path, headers: { host, accept: 'text/html' } });

describe('linkCustomDomain', () => {
  it('lets only the creator and editors link a domain', async () => {
    const world = await buildPublicationWorld(testApp);
    const outcomes: Partial<Record<MatrixRole, string>> = {};
    for (const role of Object.keys(world.actors) as MatrixRole[]) {
      const actor = world.actors[role];
      const linked = await call(LINK, actor, {
        c: world.collection.id,
        d: `${role.toLowerCase()}-${world.collection.id}.example.org`,
      });
      outcomes[role] = linked.code;
      if (linked.code === 'OK') await call(REMOVE, actor, { c: world.collection.id });
    }
    expect(outcomes).toEqual({
      visitor: 'UNAUTHORIZED',
      reader: 'FORBIDDEN',
      writer: 'FORBIDDEN',
      editor: 'OK',
      creator: 'OK',
      otherEditor: 'FORBIDDEN',
      removedWriter: 'FORBIDDEN',
    });
  });

  it('refuses what is not a domain of its own, with a clear message', async () => {
    const world = await buildPublicationWorld(testApp);
    const creator = world.actors.creator;
    const c = world.collection.id;
    const other = await buildCollection(testApp.database.db, {
      creatorId: (await buildUser(testApp.database.db)).id,
      domain: `taken-${c}.example.org`,
    });
    const refusals = {
      'not a domain': CUSTOM_DOMAIN_TEXTS.invalid,
      '192.168.1.10': CUSTOM_DOMAIN_TEXTS.ipAddress,
      'http://[::1]/': CUSTOM_DOMAIN_TEXTS.ipAddress,
      localhost: CUSTOM_DOMAIN_TEXTS.invalid,
      [`http://localhost:${port}/`]: CUSTOM_DOMAIN_TEXTS.invalid,
      [other.domain!]: CUSTOM_DOMAIN_ERRORS.taken,
    };
    for (const [domain, message] of Object.entries(refusals)) {
      const answer = await call(LINK, creator, { c, d: domain });
      expect({ domain, code: answer.code, message: answer.message }).toEqual({
        domain,
        code: 'BAD_REQUEST',
        message,
      });
    }
    const first = await call(LINK, creator, { c, d: ` HTTPS://Blog-${c}.Example.org./ ` });
    expect(first.state?.pending).toMatchObject({
      domain: `blog-${c}.example.org`,
      status: 'CREATED',
      dnsRecordName: `_quire-challenge.blog-${c}.example.org`,
    });
    const second = await call(LINK, creator, { c, d: `more-${c}.example.org` });
    expect(second.message).toBe(CUSTOM_DOMAIN_ERRORS.alreadyLinked);
    // Another publication cannot take a domain waiting for verification either.
    const rival = await buildPublicationWorld(testApp);
    const taken = await call(LINK, rival.actors.creator, {
      c: rival.collection.id,
      d: `blog-${c}.example.org`,
    });
    expect(taken.message).toBe(CUSTOM_DOMAIN_ERRORS.taken);
  });
});

describe('a domain from CREATED to ACTIVE and DELETED', () => {
  it('moves only along the state machine', () => {
    expect(canMove('CREATED', 'VERIFIED')).toBe(true);
    expect(canMove('CREATED', 'ACTIVE')).toBe(false);
    expect(canMove('FAILED', 'VERIFIED')).toBe(true);
    expect(canMove('VERIFIED', 'ACTIVE')).toBe(true);
    expect(canMove('ACTIVE', 'DELETED')).toBe(true);
    expect(canMove('DELETED', 'CREATED')).toBe(false);
  });

  it('is verified over HTTP, served by Host only once active, and gone when removed', async () => {
    const world = await buildPublicationWorld(testApp);
    const creator = world.actors.creator;
    const c = world.collection.id;
    const domain = `notes-${c}.localhost`;
    const linked = await call(LINK, creator, { c, d: domain });
    const token = linked.state!.pending!.verificationToken;
    expect(linked.state!.pending!.httpChallengeUrl).toBe(
      `http://${domain}/.well-known/quire-challenge/${token}`,
    );

    // Not yet verified: no activation, no routing, no certificate.
    expect((await call(ACTIVATE, creator, { c })).message).toBe(CUSTOM_DOMAIN_ERRORS.notVerified);
    const before = await page('/', `${domain}:${port}`);
    expect(before.body).not.toContain(`<title>${world.collection.name}`);
    const ask = (d: string) =>
      testApp.request({ method: 'GET', url: `/_/custom-domains/ask?domain=${d}` });
    expect((await ask(domain)).statusCode).toBe(404);

    // The challenge answers on the domain only, with the token.
    const challenge = await testApp.request({
      method: 'GET',
      url: `/.well-known/quire-challenge/${token}`,
      headers: { host: domain },
    });
    expect(challenge.body).toBe(token);
    const elsewhere = await testApp.request({
      method: 'GET',
      url: `/.well-known/quire-challenge/${token}`,
      headers: { host: 'localhost' },
    });
    expect(elsewhere.statusCode).toBe(404);

    const verified = await call(VERIFY, creator, { c, k: 'HTTP' });
    expect(verified.state?.pending?.status).toBe('VERIFIED');
    expect((await ask(domain)).statusCode).toBe(200);
    // A writer may not make it live.
    expect((await call(ACTIVATE, world.actors.writer, { c })).code).toBe('FORBIDDEN');

    const active = await call(ACTIVATE, world.actors.editor, { c });
    expect(active.state).toEqual({ live: { domain, status: 'ACTIVE' }, pending: null });

    // The leading collection segment is dropped on the domain; canonical addresses are there.
    const home = await page('/', `${domain}:${port}`);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(`<link rel="canonical" href="http://${domain}:${port}/">`);
    const onSite = await page(`/${world.collection.slug}`, `localhost:${port}`);
    expect(onSite.body).toContain(`<link rel="canonical" href="http://${domain}:${port}/">`);
    const longForm = await page(`/${world.collection.slug}/about`, `${domain}:${port}`);
    expect(longForm.statusCode).toBe(301);
    expect(longForm.headers.location).toBe('/about');

    // Its feed is at /feed on the domain, its links there.
    const feed = await testApp.request({
      method: 'GET',
      url: '/feed',
      headers: { host: `${domain}:${port}` },
    });
    expect(feed.body).toContain(`<link>http://${domain}:${port}/</link>`);

    const removed = await call(REMOVE, creator, { c });
    expect(removed.state).toEqual({ live: null, pending: null });
    const after = await page('/', `${domain}:${port}`);
    expect(after.body).not.toContain(`<link rel="canonical" href="http://${domain}`);
    expect((await ask(domain)).statusCode).toBe(404);

    // Another publication may link the removed domain, but not prove it over HTTP for a while:
    // the domain may still point here for its old owner.
    const rival = await buildPublicationWorld(testApp);
    const r = rival.collection.id;
    expect((await call(LINK, rival.actors.creator, { c: r, d: domain })).code).toBe('OK');
    expect((await call(VERIFY, rival.actors.creator, { c: r, k: 'HTTP' })).message).toBe(
      CUSTOM_DOMAIN_ERRORS.recentlyRemoved,
    );
  });

  it('fails a check it cannot pass, says why, and asks to wait before the next', async () => {
    const world = await buildPublicationWorld(testApp);
    const creator = world.actors.creator;
    const c = world.collection.id;
    await call(LINK, creator, { c, d: `nowhere-${c}.invalid` });
    const failed = await call(VERIFY, creator, { c, k: 'HTTP' });
    expect(failed.state?.pending?.status).toBe('FAILED');
    expect(failed.state?.pending?.failureReason).toMatch(
      new RegExp(
        `^http://nowhere-${c}\\.invalid/\\.well-known/quire-challenge/.+ could not be fetched`,
      ),
    );
    const again = await call(VERIFY, creator, { c, k: 'HTTP' });
    expect({ code: again.code, message: again.message }).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: CUSTOM_DOMAIN_ERRORS.tooSoon,
    });
  }, 30_000);
});
