import { requestOperation } from '../auth-methods';
import { authOrigin } from '../redirect-target';
import { socialSignInUrl } from '../social-url';
import { SUSI_TEXTS } from '../texts';
import type { FlowEnv } from './flow-env';
import { ProviderIcon } from './provider-icon';
import styles from './susi.module.css';

/** Offered when the address looks like a mistyped Gmail one ('@gm', '@goo'). */
export function GoogleSuggestion({ env }: { env: FlowEnv }) {
  async function handleClick() {
    const redirect = await env.getRedirect();
    window.location.assign(
      socialSignInUrl({
        provider: 'google',
        redirect,
        operation: requestOperation(env.variant, env.state.operation),
        entry: env.state.entry,
        authOrigin: authOrigin(env.authConfig?.authDomain, env.isCustomDomain),
      }),
    );
  }
  return (
    <button type="button" className={styles.methodButton} onClick={() => void handleClick()}>
      <ProviderIcon provider="google" />
      {SUSI_TEXTS.useGoogle}
    </button>
  );
}
