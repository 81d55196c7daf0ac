import { Link } from '@client/app/link';
import { EDITOR_TEXTS } from './texts';
import styles from './editor.module.css';

/** A short message page inside the editor routes (signed out, missing story, loading error). */
export function EditorMessage({ text, isBusy = false }: { text: string; isBusy?: boolean }) {
  return (
    <main id="main" className={styles.main} aria-busy={isBusy || undefined}>
      <p className={styles.message} role={isBusy ? 'status' : 'alert'}>
        {text}
      </p>
    </main>
  );
}

export function SignInToWrite() {
  return (
    <main id="main" className={styles.main}>
      <p className={styles.message}>
        <Link to="/m/signin" className={styles.messageLink}>
          {EDITOR_TEXTS.signInToWrite}
        </Link>
      </p>
    </main>
  );
}
