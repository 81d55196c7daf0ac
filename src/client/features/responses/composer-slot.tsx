import { Suspense, lazy } from 'react';
import { useSignInDialog } from '../auth/sign-in-dialog-context';
import type { ResponseComposerProps } from './response-composer';
import { RESPONSE_TEXTS } from './texts';
import { useViewer } from '@client/app/use-viewer';
import styles from './responses.module.css';

// The light editor loads when a signed-in reader first sees a place to write.
const ResponseComposer = lazy(() =>
  import('./response-composer').then((module) => ({ default: module.ResponseComposer })),
);

/** The susiEntry for sign-ups that start from responding (navigation §2.6). */
export const RESPOND_ENTRY = 'respond';

/** A composer for signed-in readers; everyone else is invited to sign up. */
export function ComposerSlot(props: ResponseComposerProps) {
  const viewerId = useViewer()?.id ?? null;
  const signIn = useSignInDialog();
  if (!viewerId) {
    return (
      <div className={styles.signUpPrompt}>
        <p>{RESPONSE_TEXTS.signUpPrompt}</p>
        <button
          type="button"
          className={styles.primaryButton}
          onClick={() => signIn.open({ operation: 'register', entry: RESPOND_ENTRY })}
        >
          {RESPONSE_TEXTS.signUpToRespond}
        </button>
      </div>
    );
  }
  return (
    <Suspense fallback={<p className={styles.muted}>{RESPONSE_TEXTS.loading}</p>}>
      <ResponseComposer {...props} />
    </Suspense>
  );
}
