import type { SiteStatus } from '@shared/ssr-contract';
import styles from './status.module.css';
import { SITE_STATUS_TEXTS as TEXTS, uptimeText } from './texts';

/** '2026-11-24 19:40 UTC': the same for every reader, wherever the server runs. */
const utcText = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The public status page: whether the site reaches its database, which
 * version runs and for how long. Rendered on its own, without client code, so
 * it still shows when the rest of the site cannot.
 */
export function SiteStatusPage({ status }: { status: SiteStatus }) {
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.heading}>{TEXTS.heading}</h1>
      <p className={styles.message} role="status">
        {status.databaseReachable ? TEXTS.healthy : TEXTS.unhealthy}
      </p>
      <dl className={styles.facts}>
        <dt>{TEXTS.database}</dt>
        <dd data-state={status.databaseReachable ? 'ok' : 'failing'}>
          {status.databaseReachable ? TEXTS.reachable : TEXTS.unreachable}
        </dd>
        <dt>{TEXTS.version}</dt>
        <dd>{status.version}</dd>
        <dt>{TEXTS.uptime}</dt>
        <dd>
          {uptimeText(status.uptimeSeconds)}, {TEXTS.since}{' '}
          <time dateTime={status.startedAt}>{utcText(status.startedAt)}</time>
        </dd>
        <dt>{TEXTS.checkedAt}</dt>
        <dd>
          <time dateTime={status.checkedAt}>{utcText(status.checkedAt)}</time>
        </dd>
      </dl>
      <p className={styles.hint}>
        <a href="/" className={styles.link}>
          {TEXTS.home}
        </a>
      </p>
    </main>
  );
}
