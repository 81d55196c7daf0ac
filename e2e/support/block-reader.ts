import type { APIRequest } from '@playwright/test';
import type { TestSession } from '../fixtures';

const BLOCK =
  'mutation ($me: ID!, $id: ID!) { blockUser(userId: $me, targetUserId: $id) { id isBlocking } }';

/**
 * The writer blocks a reader from a session of their own (pass the
 * `playwright.request` fixture), so the reader's page stays open and signed in:
 * what the reader does next meets the server's refusal.
 */
export async function blockReader(
  request: APIRequest,
  baseURL: string,
  writer: TestSession,
  readerId: string,
): Promise<void> {
  const api = await request.newContext({ baseURL });
  try {
    const signedIn = await api.post('/_/test/session', { data: { username: writer.username } });
    if (!signedIn.ok()) throw new Error(`session answered ${signedIn.status()}`);
    const { xsrfToken } = (await signedIn.json()) as TestSession;
    const response = await api.post('/_/graphql', {
      headers: { 'x-xsrf-token': xsrfToken },
      data: { query: BLOCK, variables: { me: writer.userId, id: readerId } },
    });
    const body = (await response.json()) as { errors?: unknown[] };
    if (body.errors) throw new Error(`blockUser failed: ${JSON.stringify(body.errors)}`);
  } finally {
    await api.dispose();
  }
}
