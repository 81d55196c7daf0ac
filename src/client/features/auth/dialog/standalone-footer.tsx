import { SUSI_TEXTS } from '../texts';
import styles from './footer.module.css';

const FOOTER_LINKS = {
  home: '/',
  about: '/about',
  help: '/help',
  legal: '/legal',
  appStore: 'https://apps.apple.com/',
  googlePlay: 'https://play.google.com/store',
};

/** The dialog's own footer: home logo link, About, Help, Legal; app badges on small screens. */
export function StandaloneFooter({ productName }: { productName: string }) {
  return (
    <footer className={styles.footer}>
      <a href={FOOTER_LINKS.home} className={styles.home} aria-label={SUSI_TEXTS.home(productName)}>
        {productName}
      </a>
      <ul className={styles.links}>
        <li>
          <a href={FOOTER_LINKS.about}>{SUSI_TEXTS.about}</a>
        </li>
        <li>
          <a href={FOOTER_LINKS.help}>{SUSI_TEXTS.help}</a>
        </li>
        <li>
          <a href={FOOTER_LINKS.legal}>{SUSI_TEXTS.legal}</a>
        </li>
      </ul>
      <div className={styles.badges}>
        <a href={FOOTER_LINKS.appStore} className={styles.badge} rel="noopener">
          {SUSI_TEXTS.appStore}
        </a>
        <a href={FOOTER_LINKS.googlePlay} className={styles.badge} rel="noopener">
          {SUSI_TEXTS.googlePlay}
        </a>
      </div>
    </footer>
  );
}
