import { useApolloClient } from '@apollo/client/react';
import { useEffect, useReducer } from 'react';
import { mutateForOutcome, refusalMessage } from '@client/graphql/mutation-outcome';
import { OneTapCard } from './one-tap-card';
import { isUserDismissal, loadGoogleIdentity } from './google-identity';
import { INITIAL_ONE_TAP_STATE, emailFromCredential, oneTapReducer } from './one-tap-machine';
import { EMAIL_AVAILABILITY_QUERY, SIGN_IN_WITH_GOOGLE_ONE_TAP } from './one-tap-operations';
import { rememberDismissal } from './one-tap-storage';

function currentPage(): string {
  return window.location.pathname + window.location.search;
}

/** Google's one-tap prompt and what follows it; rendered only for eligible visitors. */
export function OneTapPrompt({ productName, clientId }: { productName: string; clientId: string }) {
  const client = useApolloClient();
  const [state, dispatch] = useReducer(oneTapReducer, INITIAL_ONE_TAP_STATE);

  useEffect(() => {
    if (!clientId) return;
    let isCancelled = false;
    let cancelPrompt: (() => void) | null = null;
    loadGoogleIdentity()
      .then((identity) => {
        if (isCancelled) return;
        identity.initialize({
          client_id: clientId,
          cancel_on_tap_outside: true,
          itp_support: true,
          callback: ({ credential }) => {
            const email = emailFromCredential(credential);
            if (email) dispatch({ type: 'credential', credential, email });
            else dispatch({ type: 'failed' });
          },
        });
        dispatch({ type: 'show' });
        identity.prompt((notification) => {
          if (isUserDismissal(notification)) rememberDismissal();
        });
        cancelPrompt = () => identity.cancel();
      })
      // The prompt is optional: offline, blocked by a privacy extension or by the
      // site's content policy, the page simply goes without it.
      .catch(() => undefined);
    return () => {
      isCancelled = true;
      cancelPrompt?.();
    };
  }, [clientId]);

  // VERIFY_EMAIL: is there an account for this address?
  useEffect(() => {
    if (state.step !== 'VERIFY_EMAIL' || !state.email) return;
    client
      .query({
        query: EMAIL_AVAILABILITY_QUERY,
        variables: { email: state.email },
        fetchPolicy: 'no-cache',
      })
      .then((result) => {
        if (typeof result.data?.emailAvailability !== 'boolean') dispatch({ type: 'failed' });
        else dispatch({ type: 'availability', isAvailable: result.data.emailAvailability });
      })
      .catch(() => dispatch({ type: 'failed' }));
  }, [client, state.step, state.email]);

  async function signIn(operation: 'login' | 'register') {
    if (!state.credential) return;
    const outcome = await mutateForOutcome(client, {
      mutation: SIGN_IN_WITH_GOOGLE_ONE_TAP,
      variables: { credential: state.credential, operation, redirect: currentPage() },
    });
    const answer = outcome.ok ? outcome.data.signInWithGoogleOneTap : null;
    if (answer?.__typename === 'Token') {
      window.location.assign(answer.authUrl);
      return;
    }
    // The card shows the server's reason, or its own failure text without one.
    const message = outcome.ok ? '' : refusalMessage(outcome, '');
    dispatch({ type: 'failed', message: message || null });
  }

  // SUCCESSFUL_SIGNIN: the account exists; sign in straight away.
  useEffect(() => {
    if (state.step === 'SUCCESSFUL_SIGNIN') void signIn('login');
    // signIn reads the state of this render; it only needs to run on entering the step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.step]);

  function handleDismiss() {
    rememberDismissal();
    dispatch({ type: 'dismiss' });
  }

  if (state.step !== 'CONFIRM_SIGNUP' && state.step !== 'ERROR') return null;
  return (
    <OneTapCard
      productName={productName}
      email={state.email ?? ''}
      isError={state.step === 'ERROR'}
      errorMessage={state.errorMessage}
      onConfirm={() => void signIn('register')}
      onDismiss={handleDismiss}
    />
  );
}
