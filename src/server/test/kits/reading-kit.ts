import type { Database } from '@server/db/client';
import type { PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { buildPost, buildUser } from '../factories';
import type { Actor, TestApp } from '../test-app';

/** GraphQL documents and helpers shared by the reading domain tests. */

export const CLAP = `mutation Clap($postId: ID!, $count: Int!) {
  clap(postId: $postId, count: $count) { acceptedCount clapCount viewerClapCount post { id clapCount viewerClapCount } }
}`;
export const UNCLAP = `mutation Unclap($postId: ID!) {
  unclap(postId: $postId) { acceptedCount clapCount viewerClapCount }
}`;
export const POST_CLAPS = `query Claps($id: ID!, $first: Int, $after: String) {
  postResult(id: $id) { ... on Post { id clapCount viewerClapCount responseCount readingListState
    voters(first: $first, after: $after) { edges { clapCount cursor node { id name } } pageInfo { hasNextPage endCursor } } } }
}`;

export const listMutation = (name: string) =>
  `mutation List($id: ID!) { ${name}(targetPostId: $id) { id readingListState } }`;

export const READING_LIST = `query RetrieveReadingList($type: ReadingListFilter!, $searchQuery: String, $first: Int, $after: String) {
  readingList(type: $type, searchQuery: $searchQuery, first: $first, after: $after) {
    postPreviews { postId post { id title readingListState } }
    savedCount archivedCount pageInfo { hasNextPage endCursor }
  }
}`;

export const READING_HISTORY = `query History($first: Int, $after: String) {
  readingHistory(first: $first, after: $after) {
    edges { readAt cursor node { id title } } pageInfo { hasNextPage endCursor }
  }
}`;

export interface Cast {
  author: UserRow;
  reader: UserRow;
  other: UserRow;
  authorActor: Actor;
  readerActor: Actor;
  otherActor: Actor;
}

/** An author and two readers, all signed in. */
export async function buildCast(testApp: TestApp): Promise<Cast> {
  const db = testApp.database.db;
  const [author, reader, other] = await Promise.all([buildUser(db), buildUser(db), buildUser(db)]);
  return {
    author,
    reader,
    other,
    authorActor: await testApp.signIn(author.id),
    readerActor: await testApp.signIn(reader.id),
    otherActor: await testApp.signIn(other.id),
  };
}

export const buildStory = (db: Database, creatorId: string, extra: Partial<PostRow> = {}) =>
  buildPost(db, { creatorId, ...extra });

export function errorCode(body: { errors?: Array<{ extensions?: Record<string, unknown> }> }) {
  return body.errors?.[0]?.extensions?.code;
}

export function errorMessage(body: { errors?: Array<{ message: string }> }) {
  return body.errors?.[0]?.message;
}
