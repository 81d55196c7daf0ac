import type { FlagMap } from '@shared/flags';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/users';
import { createAccessLoaders } from '../domains/access';
import { createConversationLoaders } from '../domains/conversation';
import { createModerationLoaders } from '../domains/moderation';
import { createPostLoaders } from '../domains/posts';
import { createReadingLoaders } from '../domains/reading';
import { createSocialLoaders } from '../domains/social';
import { createUserLoaders } from '../domains/users';
import type { FlagStore } from '../domains/flags';
import type { ServerConfig } from '../env';
import type { Identity } from '../http/request/identity';
import type { Mailer } from '../mail/mailer';

/** Everything a resolver may use; built once per request (loaders are per request). */
export interface GraphQLContext {
  db: Database;
  viewer: UserRow | null;
  identity: Identity;
  flags: FlagMap;
  flagStore: FlagStore;
  loaders: ReturnType<typeof createLoaders>;
  publicUrl: string;
  config: ServerConfig;
  mailer: Mailer;
  /** Facts about the HTTP request: rate limits, origins, audit. */
  request: RequestInfo;
}

export interface RequestInfo {
  ip: string;
  /** Origin the request was made to, e.g. http://localhost:3000. */
  origin: string;
  userAgent: string;
}

/**
 * Every domain's loaders, made afresh for each request and bound to its viewer
 * (lib/loaders): the one place a loader is registered.
 */
function createLoaders(db: Database, viewer: UserRow | null) {
  return {
    ...createUserLoaders(db, viewer),
    ...createPostLoaders(db),
    ...createReadingLoaders(db, viewer),
    ...createConversationLoaders(db, viewer),
    ...createSocialLoaders(db, viewer),
    ...createAccessLoaders(db),
    ...createModerationLoaders(db),
  };
}

export async function createContext(options: {
  db: Database;
  identity: Identity;
  flagStore: FlagStore;
  /** The flags in force for this request. */
  flags: FlagMap;
  publicUrl: string;
  config: ServerConfig;
  mailer: Mailer;
  request: RequestInfo;
}): Promise<GraphQLContext> {
  return {
    db: options.db,
    viewer: options.identity.user,
    identity: options.identity,
    flags: options.flags,
    flagStore: options.flagStore,
    loaders: createLoaders(options.db, options.identity.user),
    publicUrl: options.publicUrl,
    config: options.config,
    mailer: options.mailer,
    request: options.request,
  };
}
