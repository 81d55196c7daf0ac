import { describe, expect, it } from 'vitest';
import {
  createSocialState,
  oidcNonceFor,
  pkceChallengeFor,
  pkceVerifierFor,
  verifySocialState,
} from './social-state';

const SECRET = 'a-secret-that-is-long-enough-for-this-test-0123';
const input = {
  provider: 'twitter',
  redirect: '/p/1',
  operation: 'register',
  entry: 'clap',
} as const;

describe('social sign-in state', () => {
  it('joins provider, redirect, operation and entry, and verifies in the browser that started it', () => {
    const state = createSocialState(SECRET, input, 1_000);
    const result = verifySocialState(
      SECRET,
      state.value,
      { provider: 'twitter', bindingCookie: state.nonce },
      2_000,
    );
    expect(result).toEqual({ state: { ...input, nonce: state.nonce, expiresAt: 1_000 + 600_000 } });
  });

  it('names what is wrong with a refused state', () => {
    const state = createSocialState(SECRET, input, 1_000);
    const check = (
      value: string,
      provider: 'twitter' | 'google',
      cookie: string | undefined,
      now = 2_000,
    ) => verifySocialState(SECRET, value, { provider, bindingCookie: cookie }, now);
    expect(check(state.value, 'twitter', state.nonce, 601_000)).toEqual({ problem: 'expired' });
    expect(check(state.value, 'google', state.nonce)).toEqual({ problem: 'provider' });
    expect(check(state.value, 'twitter', undefined)).toEqual({ problem: 'browser' });
    expect(check(state.value, 'twitter', 'x'.repeat(24))).toEqual({ problem: 'browser' });
    expect(check(`${state.value}x`, 'twitter', state.nonce)).toEqual({ problem: 'signature' });
    expect(check('nonsense', 'twitter', state.nonce)).toEqual({ problem: 'malformed' });
    const other = verifySocialState('another-secret-also-long-enough-000000', state.value, {
      provider: 'twitter',
      bindingCookie: state.nonce,
    });
    expect(other).toEqual({ problem: 'signature' });
  });

  it('accepts a state signed in the former format until it expires', () => {
    // Signed by the former social-state.ts for google, /p/1, login, clap at 2030-01-01T00:00:00.250Z.
    const signedAt = Date.parse('2030-01-01T00:00:00.250Z');
    const former =
      'eyJwIjoiZ29vZ2xlIiwiciI6Ii9wLzEiLCJvIjoibG9naW4iLCJlIjoiY2xhcCIsIm4iOiJReURmUDFmVnpEdkJ5bnQzZzg1eF9ha1EiLCJ4IjoxODkzNDU2NjAwMjUwfQ.3jpXIr4IWMXotQN1iX1KP2qux7vmFcE6DutSBkAtgA8';
    const nonce = 'QyDfP1fVzDvBynt3g85x_akQ';
    const check = (provider: 'google' | 'twitter', now: number) =>
      verifySocialState(SECRET, former, { provider, bindingCookie: nonce }, now);
    expect(check('google', signedAt + 1_000)).toEqual({
      state: {
        provider: 'google',
        redirect: '/p/1',
        operation: 'login',
        entry: 'clap',
        nonce,
        expiresAt: signedAt + 600_000,
      },
    });
    expect(check('twitter', signedAt + 1_000)).toEqual({ problem: 'provider' });
    expect(check('google', signedAt + 600_000)).toEqual({ problem: 'expired' });
  });

  it('derives a PKCE verifier of legal length, its S256 challenge, and a nonce per sign-in', () => {
    const verifier = pkceVerifierFor(SECRET, 'nonce-1');
    expect(verifier).toMatch(/^[\w-]{43}$/);
    // RFC 7636 appendix B example.
    expect(pkceChallengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    expect(pkceVerifierFor(SECRET, 'nonce-2')).not.toBe(verifier);
    expect(oidcNonceFor(SECRET, 'nonce-1')).not.toBe(verifier);
  });
});
