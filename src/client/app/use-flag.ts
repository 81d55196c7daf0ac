import { useQuery } from '@apollo/client/react';
import { isFlagOn } from '@shared/flags';
import type { FlagName } from '@shared/flags';
import { SHELL_QUERY, flagMapOf } from './shell-query';

/**
 * Whether a flag is on for this page, from the shell query every page has
 * already run (off while loading or on error). The flag must be one the
 * browser is sent (client-flags.ts).
 */
export function useFlagOn(name: FlagName): boolean {
  const { data } = useQuery(SHELL_QUERY, { fetchPolicy: 'cache-first' });
  return isFlagOn(flagMapOf(data), name);
}
