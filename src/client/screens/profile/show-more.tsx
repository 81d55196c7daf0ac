import { useState } from 'react';
import styles from './profile.module.css';
import { PROFILE_TEXTS } from './texts';

/** The next page of a list, on request. */
export function ShowMore({
  pageInfo,
  onShowMore,
}: {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  onShowMore: (after: string) => Promise<unknown>;
}) {
  const [isLoading, setIsLoading] = useState(false);
  if (!pageInfo.hasNextPage || !pageInfo.endCursor) return null;
  const after = pageInfo.endCursor;
  async function handleClick() {
    setIsLoading(true);
    try {
      await onShowMore(after);
    } finally {
      setIsLoading(false);
    }
  }
  return (
    <button
      type="button"
      className={styles.more}
      onClick={() => void handleClick()}
      disabled={isLoading}
    >
      {isLoading ? PROFILE_TEXTS.loadingMore : PROFILE_TEXTS.showMore}
    </button>
  );
}
