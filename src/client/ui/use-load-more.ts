import { useState } from 'react';

/**
 * The state of a list's "Show more": whether the next page is on its way,
 * so the button can say so and not be pressed twice.
 */
export function useLoadMore() {
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  async function loadMore(load: () => Promise<unknown>) {
    setIsLoadingMore(true);
    try {
      await load();
    } finally {
      setIsLoadingMore(false);
    }
  }
  return { isLoadingMore, loadMore };
}
