import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

const FLAGS_QUERY = '{ variantFlags { name value } }';

async function newModalFlag(app: TestApp, cookie?: string): Promise<unknown> {
  const visitor = app.visitor();
  const response = await app.request({
    method: 'POST',
    url: '/_/graphql',
    headers: { 'content-type': 'application/json' },
    cookies: { ...visitor.cookies, ...(cookie ? { quire_test_flags: cookie } : {}) },
    payload: { query: FLAGS_QUERY },
  });
  const flags = response.json<{ data: { variantFlags: Array<{ name: string; value: unknown }> } }>()
    .data.variantFlags;
  return flags.find((flag) => flag.name === 'enable_new_susi_modal')?.value;
}

describe('per-browser flag overrides', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('are honoured on a test server, for that browser only', async () => {
    app = await createTestApp({ ENABLE_TEST_ROUTES: 'true' });
    expect(await newModalFlag(app, 'enable_new_susi_modal=false')).toBe(false);
    expect(await newModalFlag(app)).toBe(true);
  });

  it('are ignored on a real site', async () => {
    app = await createTestApp();
    expect(await newModalFlag(app, 'enable_new_susi_modal=false')).toBe(true);
  });
});
