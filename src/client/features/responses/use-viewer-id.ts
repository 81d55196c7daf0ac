import { useQuery } from '@apollo/client/react';
import { SHELL_QUERY } from '@client/app/shell-query';

/** The signed-in reader's id from the shell's cached query; null when logged out. */
export function useViewerId(): string | null {
  const { data } = useQuery(SHELL_QUERY, { fetchPolicy: 'cache-only' });
  return data?.viewer?.id ?? null;
}
