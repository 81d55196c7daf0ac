import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { TestSession } from '../fixtures';

/** GraphQL and upload calls a signed-in writer makes, for the security specs. */
export interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export interface ParagraphInput {
  name: string;
  type: string;
  text: string;
  markups?: Array<{ type: string; start: number; end: number; href?: string }>;
  layout?: string;
  metadata?: { id: string; originalWidth: number; originalHeight: number; alt?: string };
  iframe?: { src: string; width: number; height: number };
  mixtapeMetadata?: { href: string };
}

export interface DraftInput {
  title: string;
  subtitle: string;
  paragraphs: ParagraphInput[];
}

const CREATE_DRAFT = `mutation CreateDraft($title: String, $subtitle: String, $content: PostContentInput) {
  createDraft(title: $title, subtitle: $subtitle, content: $content) { id }
}`;
const PUBLISH_POST = `mutation PublishPost($postId: ID!, $input: PublishPostInput) {
  publishPost(postId: $postId, input: $input) { id mediumUrl }
}`;
const UPDATE_SETTINGS = `mutation UpdatePostSettings($postId: ID!, $input: PostSettingsInput!) {
  updatePostSettings(postId: $postId, input: $input) { id }
}`;
const STORY_COUNTS = `query ViewerStoryCounts { viewerStoryCounts { drafts public unlisted } }`;

export function createWriterApi(request: APIRequestContext, session: TestSession) {
  const headers = { 'x-xsrf-token': session.xsrfToken };

  async function graphql<T>(query: string, variables: Record<string, unknown>) {
    const response = await request.post('/_/graphql', { headers, data: { query, variables } });
    return (await response.json()) as GraphqlAnswer<T>;
  }

  async function expectData<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const answer = await graphql<T>(query, variables);
    if (!answer.data || answer.errors?.length)
      throw new Error(`GraphQL refused: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  }

  return {
    graphql,
    createDraft: (draft: DraftInput) =>
      graphql<{ createDraft: { id: string } }>(CREATE_DRAFT, {
        title: draft.title,
        subtitle: draft.subtitle,
        content: { paragraphs: draft.paragraphs },
      }),
    async publish(postId: string, tags: string[]): Promise<string> {
      const data = await expectData<{ publishPost: { mediumUrl: string } }>(PUBLISH_POST, {
        postId,
        input: { tags },
      });
      return data.publishPost.mediumUrl;
    },
    updateSettings: (postId: string, input: Record<string, unknown>) =>
      graphql<{ updatePostSettings: { id: string } }>(UPDATE_SETTINGS, { postId, input }),
    async storyCounts() {
      const data = await expectData<{ viewerStoryCounts: Record<string, number> }>(
        STORY_COUNTS,
        {},
      );
      return data.viewerStoryCounts;
    },
    async uploadJpeg(width: number, height: number) {
      const buffer = await sharp({
        create: { width, height, channels: 3, background: '#4a6b8a' },
      })
        .jpeg()
        .toBuffer();
      const response = await request.post('/_/media/upload', {
        headers,
        multipart: { file: { name: 'picture.jpg', mimeType: 'image/jpeg', buffer } },
      });
      if (!response.ok()) throw new Error(`upload answered ${response.status()}`);
      return (await response.json()) as { id: string; width: number; height: number };
    },
  };
}
