import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenOnLoopback } from '@server/test/kits/fake-server-kit';
import type { WidgetCaptchaProvider } from '@shared/auth/captcha';

/**
 * A local stand-in for reCAPTCHA, hCaptcha and Turnstile on 127.0.0.1: each
 * provider's browser API (captcha-widget-script.js) and its siteverify
 * endpoint, speaking the provider's protocol. The app under test is pointed
 * at it with CAPTCHA_SCRIPT_URL and CAPTCHA_VERIFY_URL.
 */
export interface TestCaptchaProviderOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  siteKey: string;
  secret: string;
}

/** What the next siteverify call meets instead of an answer. */
type SiteverifyTrouble = 'server-error' | 'no-answer' | 'connection-reset';

interface TokenClaims {
  hostname: string;
  action?: string | null;
  siteKey?: string;
}

export interface TestCaptchaProvider {
  origin: string;
  scriptUrl(provider: WidgetCaptchaProvider): string;
  verifyUrl(provider: WidgetCaptchaProvider): string;
  /** A token as the provider's widget would hand it to a page on `hostname`. */
  mintToken(provider: WidgetCaptchaProvider, claims: TokenClaims): string;
  /** Every siteverify form received, oldest first. */
  readonly verifications: Array<{ provider: WidgetCaptchaProvider; form: Record<string, string> }>;
  troubleNext(trouble: SiteverifyTrouble): void;
  close(): Promise<void>;
}

const PATHS: Record<WidgetCaptchaProvider, { script: string; verify: string }> = {
  recaptcha: { script: '/recaptcha/api.js', verify: '/recaptcha/api/siteverify' },
  hcaptcha: { script: '/hcaptcha/1/api.js', verify: '/hcaptcha/siteverify' },
  turnstile: { script: '/turnstile/v0/api.js', verify: '/turnstile/v0/siteverify' },
};

const WIDGET_SCRIPT = readFileSync(new URL('./captcha-widget-script.js', import.meta.url), 'utf8');

interface DecodedToken {
  k: string;
  h: string;
  a: string | null;
  n: string;
}

function decodeToken(provider: WidgetCaptchaProvider, token: string): DecodedToken | null {
  const [prefix, body] = token.split('.');
  if (prefix !== provider || !body) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as DecodedToken;
    return typeof claims.k === 'string' && typeof claims.n === 'string' ? claims : null;
  } catch {
    return null;
  }
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/** The answer each provider documents for a token it checked. */
function siteverifyAnswer(
  provider: WidgetCaptchaProvider,
  form: Record<string, string>,
  options: TestCaptchaProviderOptions,
  spent: Set<string>,
): Record<string, unknown> {
  const refuse = (code: string) => ({ success: false, 'error-codes': [code] });
  if (!form.secret) return refuse('missing-input-secret');
  if (form.secret !== options.secret) return refuse('invalid-input-secret');
  if (!form.response) return refuse('missing-input-response');
  const claims = decodeToken(provider, form.response);
  if (!claims || claims.k !== options.siteKey) return refuse('invalid-input-response');
  if (provider === 'hcaptcha' && form.sitekey && form.sitekey !== claims.k) {
    return refuse('sitekey-secret-mismatch');
  }
  if (spent.has(claims.n)) return refuse('timeout-or-duplicate');
  spent.add(claims.n);
  const base = { success: true, challenge_ts: new Date().toISOString(), hostname: claims.h };
  if (provider === 'hcaptcha') return { ...base, credit: false };
  if (provider === 'turnstile') {
    return { ...base, 'error-codes': [], action: claims.a ?? '', cdata: '', metadata: {} };
  }
  return base;
}

export async function startTestCaptchaProvider(
  options: TestCaptchaProviderOptions,
): Promise<TestCaptchaProvider> {
  const spent = new Set<string>();
  const verifications: TestCaptchaProvider['verifications'] = [];
  let trouble: SiteverifyTrouble | null = null;
  const providers = Object.keys(PATHS) as WidgetCaptchaProvider[];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const scriptOf = providers.find((p) => PATHS[p].script === path);
    if (request.method === 'GET' && scriptOf) {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(WIDGET_SCRIPT);
      return;
    }
    const verifyOf = providers.find((p) => PATHS[p].verify === path);
    if (request.method !== 'POST' || !verifyOf) {
      response.writeHead(404).end();
      return;
    }
    const form = await readForm(request);
    verifications.push({ provider: verifyOf, form });
    const now = trouble;
    trouble = null;
    if (now === 'no-answer') return; // Left open until the caller gives up.
    if (now === 'connection-reset') {
      request.socket.destroy();
      return;
    }
    if (now === 'server-error') {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal error');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(siteverifyAnswer(verifyOf, form, options, spent)));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(error));
    });
  });
  // Like the providers' own servers, keep idle connections longer than a test's pauses.
  server.keepAliveTimeout = 120_000;
  const port = await listenOnLoopback(server, options.port ?? 0);
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    scriptUrl: (provider) => `${origin}${PATHS[provider].script}`,
    verifyUrl: (provider) => `${origin}${PATHS[provider].verify}`,
    mintToken(provider, claims) {
      const body = {
        k: claims.siteKey ?? options.siteKey,
        h: claims.hostname,
        a: claims.action ?? null,
        n: randomUUID(),
      };
      return `${provider}.${Buffer.from(JSON.stringify(body)).toString('base64url')}`;
    },
    verifications,
    troubleNext(next) {
      trouble = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
