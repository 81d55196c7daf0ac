import type { Database } from '@server/db/client';
import type { PostRow } from '@server/db/schema/posts';
import { buildPost } from '../factories';

/** A published story approved into the publication: what its pages list. */
export const buildApprovedStory = (
  db: Database,
  collectionId: string,
  overrides: Partial<PostRow> & { creatorId: string },
): Promise<PostRow> =>
  buildPost(db, { collectionId, statusForCollection: 'APPROVED', ...overrides });

const CARD = 'id title';

export const PUBLICATION_HOME = `query Home($slug: String!, $after: String) {
  collectionBySlug(slug: $slug) {
    id name description followerCount viewerIsEditor
    customStyleSheet { header { headerScale nameTreatment taglineTreatment } }
    pinnedStories { ${CARD} }
    latestStories(first: 3, after: $after) { edges { node { ${CARD} } } pageInfo { hasNextPage endCursor } }
  }
}`;

export const PUBLICATION_ARCHIVE = `query Archive($slug: String!, $year: Int, $month: Int) {
  collectionBySlug(slug: $slug) {
    archiveMonths { year month storyCount }
    archiveStories(year: $year, month: $month, first: 50) { edges { node { ${CARD} } } }
  }
}`;

export const PIN = `mutation Pin($postId: ID!) { pinStoryToPublication(postId: $postId) { id } }`;
export const UNPIN = `mutation Unpin($postId: ID!) { unpinStoryFromPublication(postId: $postId) { id } }`;

export interface HomeAnswer {
  collectionBySlug: {
    id: string;
    name: string;
    description: string;
    customStyleSheet: {
      header: { headerScale: string; nameTreatment: string; taglineTreatment: string };
    } | null;
    followerCount: number;
    viewerIsEditor: boolean;
    pinnedStories: Array<{ id: string; title: string }>;
    latestStories: {
      edges: Array<{ node: { id: string; title: string } }>;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  } | null;
}

export interface ArchiveAnswer {
  collectionBySlug: {
    archiveMonths: Array<{ year: number; month: number; storyCount: number }>;
    archiveStories: { edges: Array<{ node: { id: string; title: string } }> } | null;
  } | null;
}
