import { request as playwrightRequest } from '@playwright/test';

/**
 * Sets a variant flag site-wide through the setVariantFlag mutation, as the
 * site owner. On a fresh e2e site the first account created through the test
 * session route becomes staff (demo writers are not staff), so the owner is
 * the fixed `e2eowner` account; this fails loudly if someone else got there first.
 */
export async function setVariantFlag(
  baseURL: string,
  name: string,
  value: boolean | string,
): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const session = await api.post('/_/test/session', {
      data: { username: 'e2eowner', name: 'E2E Owner' },
    });
    if (!session.ok()) throw new Error(`/_/test/session answered ${session.status()}`);
    const { xsrfToken } = (await session.json()) as { xsrfToken: string };
    const response = await api.post('/_/graphql', {
      headers: { 'x-xsrf-token': xsrfToken, 'content-type': 'application/json' },
      data: {
        query:
          'mutation SetFlag($name: String!, $value: FlagValue!) { setVariantFlag(name: $name, value: $value) { name value } }',
        variables: { name, value },
      },
    });
    const body = (await response.json()) as { errors?: { message: string }[] };
    if (!response.ok() || body.errors?.length) {
      throw new Error(
        `setVariantFlag(${name}) failed (is e2eowner the site owner?): ${JSON.stringify(body)}`,
      );
    }
  } finally {
    await api.dispose();
  }
}
