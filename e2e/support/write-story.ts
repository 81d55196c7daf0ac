import type { Page } from '@playwright/test';

/** Writes a short story through GraphQL as the signed-in person, published or left a draft. */
export async function writeStory(
  page: Page,
  xsrfToken: string,
  title: string,
  options: { publish: boolean },
): Promise<{ id: string; path: string }> {
  const paragraphs = [
    { name: 'a1', type: 'H3', text: title },
    { name: 'a2', type: 'P', text: 'A short story written for the end-to-end test.' },
  ];
  const run = async (query: string, variables: Record<string, unknown>) => {
    const response = await page.request.post('/_/graphql', {
      headers: { 'x-xsrf-token': xsrfToken },
      data: { query, variables },
    });
    const body = (await response.json()) as {
      data?: Record<string, { id: string; mediumUrl: string }>;
    };
    if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`);
    return body.data;
  };
  const created = await run(
    'mutation ($title: String!, $content: PostContentInput!) { createDraft(title: $title, content: $content) { id mediumUrl } }',
    { title, content: { paragraphs } },
  );
  const id = created.createDraft?.id ?? '';
  if (!options.publish) return { id, path: `/p/${id}` };
  const published = await run('mutation ($id: ID!) { publishPost(postId: $id) { id mediumUrl } }', {
    id,
  });
  return { id, path: published.publishPost?.mediumUrl ?? '' };
}
