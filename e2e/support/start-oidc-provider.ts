import { startTestOidcProvider } from '@server/test/oidc-provider';
import {
  E2E_GOOGLE_CLIENT_ID,
  E2E_GOOGLE_CLIENT_SECRET,
  E2E_OIDC_ACCOUNTS,
  E2E_OIDC_PORT,
} from './oidc-accounts';

/**
 * Starts the local OpenID provider that stands in for Google in the
 * end-to-end suite: `node --import tsx e2e/support/start-oidc-provider.ts`.
 * E2E_APP_URL is the app's origin; its Google callback is the one redirect URI.
 */
const appUrl = process.env.E2E_APP_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

const provider = await startTestOidcProvider({
  port: E2E_OIDC_PORT,
  clientId: E2E_GOOGLE_CLIENT_ID,
  clientSecret: E2E_GOOGLE_CLIENT_SECRET,
  redirectUris: [`${appUrl}/m/callback/authenticate/google`],
  accounts: E2E_OIDC_ACCOUNTS,
});
console.log(`OpenID provider for ${appUrl} at ${provider.issuer}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void provider.close().then(() => process.exit(0));
  });
}
