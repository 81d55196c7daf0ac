import { SUSI_TEXTS } from '../texts';
import styles from './footer.module.css';

const FOOTER_LINKS = {
  home: '/',
  about: '/about',
  help: '/help',
  legal: '/legal',
};

/** The site's own apps (APP_STORE_URL, PLAY_STORE_URL); null: there is none to link. */
interface AppLinks {
  appStoreUrl?: string | null;
  playStoreUrl?: string | null;
}

/**
 * The dialog's own footer: home logo link, About, Help, Legal; on small
 * screens, a store badge for each app the operator has configured.
 */
export function StandaloneFooter({
  productName,
  appLinks,
}: {
  productName: string;
  appLinks: AppLinks | null;
}) {
  const badges: Array<{ href: string; label: string }> = [];
  if (appLinks?.appStoreUrl)
    badges.push({ href: appLinks.appStoreUrl, label: SUSI_TEXTS.appStore });
  if (appLinks?.playStoreUrl) {
    badges.push({ href: appLinks.playStoreUrl, label: SUSI_TEXTS.googlePlay });
  }
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
      {badges.length > 0 ? (
        <div className={styles.badges}>
          {badges.map((badge) => (
            <a key={badge.label} href={badge.href} className={styles.badge} rel="noopener">
              {badge.label}
            </a>
          ))}
        </div>
      ) : null}
    </footer>
  );
}
