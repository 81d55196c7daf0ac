import type { Page } from '@playwright/test';
import type { TestSession } from '../fixtures';

/** Calls the GraphQL API as the signed-in writer of `page`. */
export async function graphql<T>(
  page: Page,
  session: TestSession,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await page.request.post('/_/graphql', {
    headers: { 'x-xsrf-token': session.xsrfToken },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`);
  return body.data;
}

export interface SavedParagraph {
  type: string;
  text: string;
  markups: Array<{ type: string; start: number; end: number; href: string | null }>;
  layout: string | null;
  metadata: { id: string; originalWidth: number; originalHeight: number } | null;
  iframe: { src: string } | null;
  mixtapeMetadata: { href: string } | null;
}

export interface SavedStory {
  title: string;
  subtitle: string;
  paragraphs: SavedParagraph[];
}

/** The story as the editor loads it: what the server kept of every keystroke. */
export async function storyForEditing(
  page: Page,
  session: TestSession,
  postId: string,
): Promise<SavedStory> {
  const data = await graphql<{
    postForEditing: { title: string; subtitle: string; content: { paragraphs: SavedParagraph[] } };
  }>(
    page,
    session,
    `
      query ($id: ID!) {
        postForEditing(id: $id) {
          __typename
          ... on PostDraft {
            title
            subtitle
            content {
              paragraphs {
                type
                text
                layout
                markups {
                  type
                  start
                  end
                  href
                }
                metadata {
                  id
                  originalWidth
                  originalHeight
                }
                iframe {
                  src
                }
                mixtapeMetadata {
                  href
                }
              }
            }
          }
        }
      }
    `,
    { id: postId },
  );
  const { title, subtitle, content } = data.postForEditing;
  return { title, subtitle, paragraphs: content.paragraphs };
}

/** A short published story, made through the API for tests that start after publishing. */
export async function publishStoryByApi(
  page: Page,
  session: TestSession,
  title: string,
  text: string,
): Promise<{ id: string; path: string }> {
  const created = await graphql<{ createDraft: { id: string } }>(
    page,
    session,
    'mutation ($title: String!, $content: PostContentInput!) { createDraft(title: $title, content: $content) { id } }',
    { title, content: { paragraphs: [{ name: 'w1', type: 'P', text }] } },
  );
  const id = created.createDraft.id;
  const published = await graphql<{ publishPost: { mediumUrl: string } }>(
    page,
    session,
    'mutation ($id: ID!) { publishPost(postId: $id) { mediumUrl } }',
    { id },
  );
  return { id, path: new URL(published.publishPost.mediumUrl, 'http://x').pathname };
}

export interface StoryParagraphInput {
  name: string;
  type: string;
  text: string;
}

export interface MemberOnlyStory {
  path: string;
  friendLink: string;
}

/** Writes and publishes a member-only story as `session`: its address and its friend link. */
export async function publishMemberOnlyStory(
  page: Page,
  session: TestSession,
  title: string,
  paragraphs: StoryParagraphInput[],
): Promise<MemberOnlyStory> {
  const created = await graphql<{ createDraft: { id: string } }>(
    page,
    session,
    'mutation ($title: String!, $content: PostContentInput!) { createDraft(title: $title, content: $content) { id } }',
    { title, content: { paragraphs } },
  );
  const published = await graphql<{ publishPost: { mediumUrl: string; friendLink: string } }>(
    page,
    session,
    'mutation ($id: ID!) { publishPost(postId: $id, input: { visibility: LOCKED }) { mediumUrl friendLink } }',
    { id: created.createDraft.id },
  );
  return { path: published.publishPost.mediumUrl, friendLink: published.publishPost.friendLink };
}
