import { appendEdges } from '@client/app/paging/append-edges';
import type { Connection } from '@client/app/paging/append-edges';

export type { Connection };

type UserWith<K extends string> = { __typename: string } & { [key in K]?: Connection<unknown> };

/**
 * fetchMore's updateQuery for a connection on the queried user: the next
 * page's edges follow the ones already shown.
 */
export function appendUserEdges<K extends string>(field: K) {
  return <TData extends { user: UserWith<K> }>(
    previous: TData,
    { fetchMoreResult }: { fetchMoreResult: TData },
  ): TData => {
    const before = previous.user[field];
    const after = fetchMoreResult.user[field];
    if (!before || !after) return fetchMoreResult;
    return {
      ...fetchMoreResult,
      user: { ...fetchMoreResult.user, [field]: appendEdges(before, after) },
    };
  };
}
