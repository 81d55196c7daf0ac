import type { Database } from './db/client';
import type { UserRow } from './db/schema/users';
import { createAccessLoaders } from './domains/access';
import { createConversationLoaders } from './domains/conversation';
import { createPostLoaders } from './domains/posts';
import { createReadingLoaders } from './domains/reading';
import { createSocialLoaders } from './domains/social';
import { createUserLoaders } from './domains/users';

/** This request's loaders, from every domain that owns some (made once per request). */
export function createRequestLoaders(db: Database) {
  return {
    ...createUserLoaders(db),
    ...createPostLoaders(db),
    ...createReadingLoaders(db),
    ...createConversationLoaders(db),
    ...createSocialLoaders(db),
    ...createAccessLoaders(db),
  };
}

type RequestLoaders = ReturnType<typeof createRequestLoaders>;

/**
 * What a service may use, whichever transport called it (GraphQL, a page,
 * AMP, a feed, a REST route): the database, who is asking, and the request's
 * loaders. GraphQL's context extends it; services never see more than this.
 */
export interface ServiceContext {
  db: Database;
  viewer: UserRow | null;
  loaders: RequestLoaders;
}
