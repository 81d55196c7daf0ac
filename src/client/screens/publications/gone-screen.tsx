import { Link } from '@client/app/link';
import type { ScreenDefinition } from '../screen';
import styles from './publications.module.css';

const GONE_TEXTS = {
  heading: 'This publication has been deleted',
  text: 'Its creator deleted it. Its stories are still on their authors’ profiles.',
  home: 'Go to the home page',
} as const;

/** What a deleted publication's addresses show, with 410 Gone. */
function GoneScreen() {
  return (
    <main id="main" className={styles.main}>
      <h1>{GONE_TEXTS.heading}</h1>
      <p>{GONE_TEXTS.text}</p>
      <Link to="/">{GONE_TEXTS.home}</Link>
    </main>
  );
}

export const screen: ScreenDefinition = {
  status: () => 410,
  head: () => ({ robots: 'noindex' }),
  title: (_, productName) => `${GONE_TEXTS.heading} – ${productName}`,
  Component: GoneScreen,
};
