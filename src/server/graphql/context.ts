import type { FlagMap } from '@shared/flags';
import type { Database } from '../db/client';
import type { FlagStore } from '../domains/flags';
import type { ServerConfig } from '../env';
import type { Identity } from '../http/request/identity';
import type { RequestInfo } from '../http/request/request-info';
import type { Mailer } from '../mail/mailer';
import { createRequestLoaders } from '../service-context';
import type { ServiceContext } from '../service-context';

/** Everything a resolver may use: a service's context and the request around it; built once per request. */
export interface GraphQLContext extends ServiceContext {
  identity: Identity;
  flags: FlagMap;
  flagStore: FlagStore;
  publicUrl: string;
  config: ServerConfig;
  mailer: Mailer;
  /** Facts about the HTTP request: rate limits, origins, audit. */
  request: RequestInfo;
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
    loaders: createRequestLoaders(options.db, options.identity.user),
    publicUrl: options.publicUrl,
    config: options.config,
    mailer: options.mailer,
    request: options.request,
  };
}
