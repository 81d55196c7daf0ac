import { Link } from '@client/app/link';
import styles from './status.module.css';
import { SERVER_ERROR_TEXTS as TEXTS } from './texts';

export interface ServerErrorPageProps {
  statusPageUrl?: string;
}

/** The 500 page. Rendered on its own (no app shell), so its links are plain page loads. */
export function ServerErrorPage({ statusPageUrl = '/status' }: ServerErrorPageProps) {
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.code}>{TEXTS.code}</h1>
      <p className={styles.message}>{TEXTS.message}</p>
      <p className={styles.hint}>
        {TEXTS.beforeStatusLink}
        <a href={statusPageUrl} className={styles.link}>
          {TEXTS.statusLink}
        </a>
        {TEXTS.betweenLinks}
        <Link to="/" className={styles.link}>
          {TEXTS.topStoriesLink}
        </Link>
        {TEXTS.afterLinks}
      </p>
    </main>
  );
}
