import type { TestOidcAccount } from '@server/test/oidc-provider';

/** The local OpenID provider's settings shared by its start script and the specs. */
// Next to the app's port, so parallel suites on other ports do not collide.
export const E2E_OIDC_PORT = Number(
  process.env.E2E_OIDC_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1,
);
export const E2E_OIDC_ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`;
export const E2E_GOOGLE_CLIENT_ID = 'quire-e2e-google';
export const E2E_GOOGLE_CLIENT_SECRET = 'quire-e2e-google-secret';

/** People who can sign in at the provider's login page (pick one in its Account select). */
export const E2E_OIDC_ACCOUNTS: TestOidcAccount[] = [
  { sub: 'e2e-google-ada', email: 'ada.google@example.com', name: 'Ada Lovelace' },
  { sub: 'e2e-google-grace', email: 'grace.google@example.com', name: 'Grace Hopper' },
  { sub: 'e2e-google-alan', email: 'alan.google@example.com', name: 'Alan Turing' },
];
