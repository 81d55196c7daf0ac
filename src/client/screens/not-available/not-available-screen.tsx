import { Link } from '@client/app/link';
import type { ScreenDefinition } from '../screen';
import styles from '../simple-page.module.css';

export const NOT_AVAILABLE_TEXTS = {
  title: 'Not available',
  body: 'This page or feature is not available here. It may be restricted in your region or turned off on this site.',
  home: 'Go to the homepage',
} as const;

/** /not-available: where a blocked feature or region lands. */
function NotAvailableScreen() {
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>{NOT_AVAILABLE_TEXTS.title}</h1>
      <p className={styles.text}>{NOT_AVAILABLE_TEXTS.body}</p>
      <Link to="/" className={styles.button}>
        {NOT_AVAILABLE_TEXTS.home}
      </Link>
    </main>
  );
}

export const screen: ScreenDefinition = {
  title: (_data, productName) => `Not available – ${productName}`,
  Component: NotAvailableScreen,
};
