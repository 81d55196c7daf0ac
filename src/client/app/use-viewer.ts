import { useQuery } from '@apollo/client/react';
import type { ShellQuery } from '@client/graphql/generated/graphql';
import { SHELL_QUERY } from './shell-query';

/** The signed-in reader as the shell query knows them. */
export type Viewer = NonNullable<ShellQuery['viewer']>;

/**
 * The signed-in reader, or null when signed out. Every page runs the shell
 * query first (on the server, then restored in the browser), so this reads
 * the cache and never waits for the network.
 */
export function useViewer(): Viewer | null {
  const { data } = useQuery(SHELL_QUERY, { fetchPolicy: 'cache-first' });
  return data?.viewer ?? null;
}
