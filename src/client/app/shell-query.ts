import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type { FlagMap } from '@shared/flags';
import type { ShellQuery, ShellQueryVariables } from '../graphql/generated/operations';

/** Data every page needs: who is reading, and which flags are on. Run on the server for each page. */
export const SHELL_QUERY: TypedDocumentNode<ShellQuery, ShellQueryVariables> = gql`
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
`;

export type ShellData = ShellQuery;

/** While loading or on error, flags count as off: an empty map. */
export function flagMapOf(data: ShellData | undefined): Partial<FlagMap> {
  const flags: Record<string, boolean | string> = {};
  for (const flag of data?.variantFlags ?? []) flags[flag.name] = flag.value;
  return flags;
}
