import type { FlagMap } from '@shared/flags';
import { graphql } from '@client/graphql/generated';
import type { ShellQuery } from '../graphql/generated/graphql';

/** Data every page needs: who is reading, and which flags are on. Run on the server for each page. */
export const SHELL_QUERY = graphql(`
  query Shell {
    viewer {
      id
      username
      name
      imageId
      mediumMemberAt
      email
      unverifiedEmail
      isSuspended
    }
    variantFlags {
      name
      value
    }
  }
`);

export type ShellData = ShellQuery;

/** While loading or on error, flags count as off: an empty map. */
export function flagMapOf(data: ShellData | undefined): Partial<FlagMap> {
  const flags: Record<string, boolean | string> = {};
  for (const flag of data?.variantFlags ?? []) flags[flag.name] = flag.value;
  return flags;
}
