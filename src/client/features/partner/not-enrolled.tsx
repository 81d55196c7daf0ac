import { Link } from '@client/app/link';
import styles from '@client/features/billing/billing.module.css';
import { partnerEnrollUrl } from '@shared/routing/urls';
import { PARTNER_TEXTS as T } from './texts';

/** A page of the program for enrolled writers only, seen by one who is not: why, and the way in. */
export function NotEnrolled({ text }: { text: string }) {
  return (
    <>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <Link to={partnerEnrollUrl()} className={styles.primary}>
          {T.toEnroll}
        </Link>
      </div>
    </>
  );
}
