import type { Database } from './db/client';
import type { UserRow } from './db/schema/users';
import {
  createAccessLoaders,
  createEntityLoaders,
  createReaderMeter,
} from './domains/access/loaders';
import { createBillingLoaders } from './domains/billing/loaders';
import { createConversationLoaders } from './domains/conversation/loaders';
import { createDesignLoaders } from './domains/design/loaders';
import { createModerationLoaders } from './domains/moderation/loaders';
import { createPostLoaders } from './domains/posts/loaders';
import { createPublicationLoaders } from './domains/publications/loaders';
import { createReadingLoaders } from './domains/reading/loaders';
import { createSocialLoaders } from './domains/social/loaders';
import { createTopicLoaders } from './domains/topics/loaders';

/**
 * Every domain's loaders, made afresh for each request and bound to its viewer
 * (lib/loaders): the one place a loader is registered.
 */
export function createRequestLoaders(db: Database, viewer: UserRow | null) {
  const loaders = {
    ...createPostLoaders(db),
    ...createPublicationLoaders(db),
    ...createReadingLoaders(db, viewer),
    ...createConversationLoaders(db, viewer),
    ...createSocialLoaders(db, viewer),
    ...createAccessLoaders(db, viewer),
    ...createEntityLoaders(db, viewer),
    ...createModerationLoaders(db),
    ...createTopicLoaders(db, viewer),
    ...createDesignLoaders(db),
    ...createBillingLoaders(db),
  };
  return {
    ...loaders,
    /** The metered paywall's per-request memo (access room), reading through the loaders above. */
    readerMeter: createReaderMeter(db, viewer, {
      collection: (id) => loaders.collectionById.load(id),
      memberRole: (id) => loaders.viewerMemberRole.load(id),
    }),
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
