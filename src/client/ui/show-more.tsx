import { useLoadMore } from './use-load-more';
import styles from './show-more.module.css';

const SHOW_MORE_TEXTS = { showMore: 'Show more', loading: 'Loading…' } as const;

export interface ShowMoreProps {
  /** Whether there is a next page to load; nothing renders without one. */
  hasMore: boolean | null | undefined;
  /** Loads the next page; the button says so and cannot be pressed again until it settles. */
  onShowMore: () => Promise<unknown>;
  /** 'Show more' unless the list names what comes ('Show more responses'). */
  label?: string;
  /** The list's own look instead of the kit's pill (compose ui/buttons.module.css's pill). */
  className?: string;
}

/** The button under a paged list that appends its next page. */
export function ShowMore({ hasMore, onShowMore, label, className }: ShowMoreProps) {
  const { isLoadingMore, loadMore } = useLoadMore();
  if (!hasMore) return null;
  return (
    <button
      type="button"
      className={className ?? styles.button}
      onClick={() => void loadMore(onShowMore)}
      disabled={isLoadingMore}
      aria-busy={isLoadingMore || undefined}
    >
      {isLoadingMore ? SHOW_MORE_TEXTS.loading : (label ?? SHOW_MORE_TEXTS.showMore)}
    </button>
  );
}

/** The next-page arguments of a cursor-paged connection, or null on its last page. */
export function nextCursor(
  pageInfo: { hasNextPage: boolean; endCursor?: string | null } | null | undefined,
): string | null {
  return pageInfo?.hasNextPage && pageInfo.endCursor ? pageInfo.endCursor : null;
}
