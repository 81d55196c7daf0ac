import type { FlagMap } from '../../shared/flags';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/users';
import { createPostLoaders } from '../domains/posts/posts.loaders';
import { createUserLoaders } from '../domains/users/users.loaders';
import type { FlagStore } from '../domains/flags/flags.service';
import type { Identity } from '../http/identity';

/** Everything a resolver may use; built once per request (loaders are per request). */
export interface GraphQLContext {
  db: Database;
  viewer: UserRow | null;
  identity: Identity;
  flags: FlagMap;
  flagStore: FlagStore;
  loaders: ReturnType<typeof createLoaders>;
  publicUrl: string;
}

export function createLoaders(db: Database) {
  return { ...createUserLoaders(db), ...createPostLoaders(db) };
}

export async function createContext(options: {
  db: Database;
  identity: Identity;
  flagStore: FlagStore;
  publicUrl: string;
}): Promise<GraphQLContext> {
  return {
    db: options.db,
    viewer: options.identity.user,
    identity: options.identity,
    flags: await options.flagStore.getAll(),
    flagStore: options.flagStore,
    loaders: createLoaders(options.db),
    publicUrl: options.publicUrl,
  };
}
