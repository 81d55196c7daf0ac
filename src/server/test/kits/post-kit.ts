import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import type { Actor, TestApp } from '../test-app';

/** GraphQL documents and helpers shared by the posts domain tests. */

const POST_FIELDS = `id title subtitle status version isPublished isLocked visibility license
  readingTime wordCount shareKey friendLink scheduledAt hasPendingEdits mediumUrl previewTitle
  previewSubtitle seoTitle seoDescription canonicalUrl latestPublishedAt firstPublishedAt
  inResponseToPostId tags { id displayTitle } previewImage { id focusPercentX focusPercentY }
  content { paragraphs { name type text markups { type start end href } } }`;

export const CREATE_DRAFT = `mutation Create($title: String, $subtitle: String, $content: PostContentInput, $inResponseToPostId: ID) {
  createDraft(title: $title, subtitle: $subtitle, content: $content, inResponseToPostId: $inResponseToPostId) { ${POST_FIELDS} }
}`;

export const SAVE_DRAFT = `mutation Save($postId: ID!, $title: String!, $subtitle: String!, $content: PostContentInput!, $baseVersion: Int!) {
  saveDraft(postId: $postId, title: $title, subtitle: $subtitle, content: $content, baseVersion: $baseVersion) {
    __typename
    ... on Post { ${POST_FIELDS} }
    ... on BadRequest { message }
    ... on NotFound { message }
    ... on Conflict { message currentVersion }
  }
}`;

export const PUBLISH = `mutation Publish($postId: ID!, $input: PublishPostInput) {
  publishPost(postId: $postId, input: $input) { ${POST_FIELDS} }
}`;

export const PUBLISH_EDITS = `mutation PublishEdits($postId: ID!) { publishEdits(postId: $postId) { ${POST_FIELDS} } }`;
export const DISCARD_EDITS = `mutation Discard($postId: ID!) { discardPendingEdits(postId: $postId) { ${POST_FIELDS} } }`;
export const UNPUBLISH = `mutation Unpublish($postId: ID!) { unpublishPost(postId: $postId) { ${POST_FIELDS} } }`;
export const DELETE = `mutation Delete($postId: ID!) { deletePost(postId: $postId) }`;
export const UPDATE_SETTINGS = `mutation Settings($postId: ID!, $input: PostSettingsInput!) {
  updatePostSettings(postId: $postId, input: $input) { ${POST_FIELDS} }
}`;

export const POST_RESULT = `query Result($id: ID!) {
  postResult(id: $id) {
    __typename
    ... on Post { ${POST_FIELDS} }
    ... on NotFound { message }
    ... on RemovedByUser { message }
    ... on PostSuspended { message }
    ... on AccountSuspended { message }
  }
}`;

export const FOR_EDITING = `query Edit($id: ID!) {
  postForEditing(id: $id) {
    __typename
    ... on PostDraft { postId title subtitle version hasPendingEdits
      content { paragraphs { name type text } } post { id status title } }
    ... on NotFound { message }
  }
}`;

export type PostData = Record<string, unknown> & {
  id: string;
  version: number;
  status: string;
  title: string;
  tags: Array<{ id: string; displayTitle: string }>;
};

export const textContent = (...texts: string[]) => ({
  paragraphs: texts.map((text, index) => ({
    name: `p${index.toString(16).padStart(3, '0')}`,
    type: 'P',
    text,
    markups: [],
  })),
});

export async function createDraftAs(
  testApp: TestApp,
  actor: Actor,
  variables: Record<string, unknown> = {},
): Promise<PostData> {
  const response = await testApp.graphql<{ createDraft: PostData }>(CREATE_DRAFT, {
    as: actor,
    variables: {
      title: 'A title',
      subtitle: '',
      content: textContent('Some words here.'),
      ...variables,
    },
  });
  if (!response.body.data?.createDraft) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data.createDraft;
}

export async function readRow(db: Database, id: string): Promise<PostRow | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  return row;
}

export function errorCode(body: { errors?: Array<{ extensions?: Record<string, unknown> }> }) {
  return body.errors?.[0]?.extensions?.code;
}

/** Publishes a story as `actor` (publishPost with these settings). */
export function publishAs(
  testApp: TestApp,
  actor: Actor,
  postId: string,
  input: Record<string, unknown> = {},
) {
  return testApp.graphql<{ publishPost: PostData }>(PUBLISH, {
    as: actor,
    variables: { postId, input },
  });
}

/** The story page's answer for `actor` (a visitor when absent): the story or its refusal. */
export async function postResultFor(testApp: TestApp, id: string, actor?: Actor) {
  const response = await testApp.graphql<{
    postResult: PostData & { __typename: string; message?: string };
  }>(POST_RESULT, { as: actor, variables: { id } });
  return response.body.data?.postResult;
}
