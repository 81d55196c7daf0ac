import type { ReactNode } from 'react';
import styles from './susi.module.css';

/** The step's heading: the page's h1 on /m/signin, an h2 inside the modal. */
export function StepTitle({
  id,
  isEmbedded,
  children,
}: {
  id: string;
  isEmbedded: boolean;
  children: ReactNode;
}) {
  const Heading = isEmbedded ? 'h1' : 'h2';
  return (
    <Heading id={id} className={styles.title} tabIndex={-1}>
      {children}
    </Heading>
  );
}
