import type { MouseEvent } from 'react';
import { useSignInDialog } from '../auth/sign-in-dialog-context';
import styles from './sign-in-prompt.module.css';

export interface SignInPromptProps {
  heading: string;
  text: string;
  action: string;
}

/** Shown to visitors on the writer's own pages: a sign-in button rather than an error. */
export function SignInPrompt({ heading, text, action }: SignInPromptProps) {
  const signIn = useSignInDialog();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    signIn.open({ operation: 'login' });
  }
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.text}>{text}</p>
      {/* A real link before hydration; the sign-in dialog after. */}
      <a href="/m/signin" className={styles.button} onClick={handleClick}>
        {action}
      </a>
    </main>
  );
}
