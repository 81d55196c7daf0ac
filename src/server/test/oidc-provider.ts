import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenOnLoopback, readForm } from '@server/test/kits/fake-server-kit';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider on 127.0.0.1 for tests: discovery, JWKS,
 * authorization with a login page, token endpoint. Sign-in code under test
 * speaks the same protocol to it as to Google.
 */
export interface TestOidcAccount {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
}

export interface TestOidcProviderOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: TestOidcAccount[];
}

export interface TestOidcProvider {
  issuer: string;
  /** Signs an ID token with the key the provider publishes (one-tap credentials). */
  mintIdToken(
    claims: Record<string, unknown>,
    options?: { audience?: string; expiresInSeconds?: number; issuer?: string },
  ): Promise<string>;
  /** A public-key-shaped signer that is not the provider's: for bad-signature tests. */
  mintForgedIdToken(claims: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

const KEY_ID = 'test-key-1';

async function generateSigningKey(): Promise<{ jwk: JWK; privateKey: CryptoKey }> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  return { jwk, privateKey };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function renderLoginPage(uid: string, accounts: TestOidcAccount[]): string {
  const options = accounts
    .map((a) => `<option value="${escapeHtml(a.sub)}">${escapeHtml(a.email ?? a.sub)}</option>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider sign-in</title></head>
<body><main><h1>Test provider</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="account">Account</label> <select id="account" name="account">${options}</select>
<button type="submit">Sign in</button></form></main></body></html>`;
}

/** Consent is granted without a page: tests care about the relying party, not this screen. */
async function grantConsent(provider: Provider, req: IncomingMessage, res: ServerResponse) {
  const details = await provider.interactionDetails(req, res);
  const accountId = details.session?.accountId;
  const clientId = String(details.params.client_id);
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId, clientId });
  if (!grant) throw new Error('Grant not found');
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
}

function createInteractionHandler(provider: Provider, accounts: TestOidcAccount[]) {
  return async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const uid = path.split('/')[2] ?? '';
    if (req.method === 'POST' && path.endsWith('/login')) {
      const form = await readForm(req);
      const account = accounts.find((a) => a.sub === form.get('account'));
      if (!account) {
        res.writeHead(400).end('Unknown account');
        return;
      }
      const result = { login: { accountId: account.sub } };
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      return;
    }
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'consent') {
      await grantConsent(provider, req, res);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(renderLoginPage(uid, accounts));
  };
}

function buildProvider(issuer: string, jwk: JWK, options: TestOidcProviderOptions): Provider {
  return new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomUUID()] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: profile and e-mail claims travel in the ID token itself.
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = options.accounts.find((a) => a.sub === sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name,
        }),
      };
    },
  });
}

export async function startTestOidcProvider(
  options: TestOidcProviderOptions,
): Promise<TestOidcProvider> {
  const { jwk, privateKey } = await generateSigningKey();
  const forger = await generateSigningKey();
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(503).end();
  };
  const server = createServer((req, res) => handler(req, res));
  const port = await listenOnLoopback(server, options.port ?? 0);
  const issuer = `http://127.0.0.1:${port}`;
  const provider = buildProvider(issuer, jwk, options);
  const callback = provider.callback();
  const interaction = createInteractionHandler(provider, options.accounts);
  handler = (req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    // Browsers ask every site for an icon; a real provider has one.
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if (!path.startsWith('/interaction/')) {
      callback(req, res);
      return;
    }
    interaction(req, res, path).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
  };

  async function sign(
    claims: Record<string, unknown>,
    key: CryptoKey,
    extra: {
      audience?: string;
      expiresInSeconds?: number;
      issuer?: string;
    },
  ) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
      .setIssuer(extra.issuer ?? issuer)
      .setAudience(extra.audience ?? options.clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + (extra.expiresInSeconds ?? 600))
      .sign(key);
  }

  return {
    issuer,
    mintIdToken: (claims, extra = {}) => sign(claims, privateKey, extra),
    mintForgedIdToken: (claims) => sign(claims, forger.privateKey, {}),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Drives the browser side of an authorization request without a browser:
 * follows redirects with a cookie jar, submits the login form for `accountId`,
 * and returns the URL the provider finally sends the browser to (the relying
 * party's callback, carrying code and state).
 */
export async function completeTestAuthorization(
  authorizationUrl: string,
  accountId: string,
): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
  };
  let url = new URL(authorizationUrl);
  const origin = url.origin;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.origin !== origin) return url;
    let response = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    remember(response);
    if (response.status === 200 && url.pathname.startsWith('/interaction/')) {
      response = await fetch(new URL(`${url.pathname}/login`, origin), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ account: accountId }).toString(),
      });
      remember(response);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`Provider stopped at ${url.href} with ${response.status}`);
    url = new URL(location, url);
  }
  throw new Error('Too many redirects at the test provider');
}
