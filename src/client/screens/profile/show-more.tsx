import { useLoadMore } from '@client/app/paging/use-load-more';
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
  const { isLoadingMore, loadMore } = useLoadMore();
  if (!pageInfo.hasNextPage || !pageInfo.endCursor) return null;
  const after = pageInfo.endCursor;
  return (
    <button
      type="button"
      className={styles.more}
      onClick={() => void loadMore(() => onShowMore(after))}
      disabled={isLoadingMore}
    >
      {isLoadingMore ? PROFILE_TEXTS.loadingMore : PROFILE_TEXTS.showMore}
    </button>
  );
}
