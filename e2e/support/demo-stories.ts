import type { APIRequestContext, APIResponse } from '@playwright/test';

interface LatestPage {
  data?: {
    latestPosts: {
      edges: Array<{ node: { title: string; mediumUrl: string } }>;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };
}

const LATEST = `query Latest($after: String) {
  latestPosts(first: 50, after: $after) {
    edges { node { title mediumUrl } }
    pageInfo { hasNextPage endCursor }
  }
}`;

/**
 * The canonical path of a demo story, found by title through the public
 * feed however many stories other tests have published since.
 */
export async function demoStoryPath(request: APIRequestContext, title: string): Promise<string> {
  let after: string | null = null;
  for (;;) {
    const response: APIResponse = await request.post('/_/graphql', {
      data: { query: LATEST, variables: { after } },
    });
    const body = (await response.json()) as LatestPage;
    const page = body.data?.latestPosts;
    const match = page?.edges.find((edge) => edge.node.title === title);
    if (match) return match.node.mediumUrl;
    if (!page?.pageInfo.hasNextPage) throw new Error(`No published story is titled "${title}".`);
    after = page.pageInfo.endCursor;
  }
}
