import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** The three OAuth providers the local stand-in speaks for. */
export type LocalProviderName = 'facebook' | 'twitter' | 'apple';

export interface LocalSocialAccount {
  /** The provider's id for the person (Facebook id, X user id, Apple `sub`). */
  id: string;
  name?: string;
  /** Facebook and Apple share one; X never does. */
  email?: string;
}

export interface LocalClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface LocalAppleClient {
  clientId: string;
  teamId: string;
  keyId: string;
  /** The public half of the team's Sign in with Apple key, to check client secrets. */
  publicKey: CryptoKey;
  redirectUri: string;
}

/** What the next call to a provider's token or profile endpoint meets instead of an answer. */
export type ProviderTrouble = 'token-error' | 'profile-error' | 'forged-id-token';

export interface Grant {
  provider: LocalProviderName;
  account: LocalSocialAccount;
  redirectUri: string;
  codeChallenge: string | null;
  nonce: string | null;
}

/** State shared by the three providers' routes: codes, access tokens, calls seen. */
export class ProviderState {
  readonly grants = new Map<string, Grant>();
  readonly accessTokens = new Map<
    string,
    { provider: LocalProviderName; account: LocalSocialAccount }
  >();
  /** People who already consented once (Apple sends their name only the first time). */
  readonly consented = new Set<string>();
  readonly calls: Array<{ provider: LocalProviderName; endpoint: 'token' | 'profile' }> = [];
  private readonly trouble = new Map<LocalProviderName, ProviderTrouble>();

  constructor(readonly issuerOrigin: string) {}

  issueCode(grant: Grant): string {
    const code = randomBytes(16).toString('base64url');
    this.grants.set(code, grant);
    return code;
  }

  /** A code works once, for the provider and redirect URI it was issued for. */
  redeemCode(provider: LocalProviderName, code: string, redirectUri: string): Grant | null {
    const grant = this.grants.get(code);
    if (!grant || grant.provider !== provider || grant.redirectUri !== redirectUri) return null;
    this.grants.delete(code);
    return grant;
  }

  issueAccessToken(provider: LocalProviderName, account: LocalSocialAccount): string {
    const token = randomBytes(24).toString('base64url');
    this.accessTokens.set(token, { provider, account });
    return token;
  }

  accountFor(provider: LocalProviderName, token: string | null): LocalSocialAccount | null {
    const entry = token ? this.accessTokens.get(token) : undefined;
    return entry && entry.provider === provider ? entry.account : null;
  }

  setTrouble(provider: LocalProviderName, trouble: ProviderTrouble): void {
    this.trouble.set(provider, trouble);
  }

  /** True once when `trouble` was set for `provider`. */
  takeTrouble(provider: LocalProviderName, trouble: ProviderTrouble): boolean {
    if (this.trouble.get(provider) !== trouble) return false;
    this.trouble.delete(provider);
    return true;
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function sendHtml(response: ServerResponse, status: number, title: string, body: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`,
  );
}
