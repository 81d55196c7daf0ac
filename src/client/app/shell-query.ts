import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type { FlagMap } from '../../shared/flags';

/** Data every page needs: who is reading, and which flags are on. Run on the server for each page. */
export const SHELL_QUERY: TypedDocumentNode<ShellData> = gql`
  query Shell {
    viewer {
      id
      username
      name
      imageId
      mediumMemberAt
    }
    variantFlags {
      name
      value
    }
  }
`;

export interface ShellData {
  viewer: {
    id: string;
    username: string;
    name: string;
    imageId: string | null;
    mediumMemberAt: string | null;
  } | null;
  variantFlags: Array<{ name: string; value: boolean | string }>;
}

/** While loading or on error, flags count as off: an empty map. */
export function flagMapOf(data: ShellData | undefined): Partial<FlagMap> {
  const flags: Record<string, boolean | string> = {};
  for (const flag of data?.variantFlags ?? []) flags[flag.name] = flag.value;
  return flags as Partial<FlagMap>;
}
