import { useSignInDialog } from '@client/features/auth/sign-in-dialog-context';
import type { ScreenDefinition } from '../screen';
import styles from '../simple-page.module.css';

export const UNRECOGNIZED_ACCOUNT_TEXTS = {
  title: "We couldn't find your account",
  body: 'No account is connected to the account you signed in with. You can try another sign-in method, or create a new account.',
  signIn: 'Try another way to sign in',
  register: 'Create a new account',
} as const;

/** /unrecognized-account: a sign-in with an identity that belongs to no account. */
function UnrecognizedAccountScreen() {
  const signInDialog = useSignInDialog();
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>{UNRECOGNIZED_ACCOUNT_TEXTS.title}</h1>
      <p className={styles.text}>{UNRECOGNIZED_ACCOUNT_TEXTS.body}</p>
      <div className={styles.links}>
        <a
          className={styles.button}
          href="/m/signin"
          onClick={(event) => {
            event.preventDefault();
            signInDialog.open({ operation: 'login', entry: 'unrecognized_account' });
          }}
        >
          {UNRECOGNIZED_ACCOUNT_TEXTS.signIn}
        </a>
        <a
          className={styles.button}
          href="/m/signin?operation=register"
          onClick={(event) => {
            event.preventDefault();
            signInDialog.open({ operation: 'register', entry: 'unrecognized_account' });
          }}
        >
          {UNRECOGNIZED_ACCOUNT_TEXTS.register}
        </a>
      </div>
    </main>
  );
}

export const screen: ScreenDefinition = {
  title: (_data, productName) => `Account not found – ${productName}`,
  Component: UnrecognizedAccountScreen,
};
